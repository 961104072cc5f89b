import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createSmsSender } from './sms';

describe('the http SMS driver', () => {
  const received: string[] = [];
  let status = 200;
  const gateway = http.createServer((req, res) => {
    received.push(req.url ?? '');
    res.statusCode = status;
    res.end('ok');
  });
  let base = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => gateway.close(resolve)));

  const sender = () =>
    createSmsSender(loadConfig({ SMS_DRIVER: 'http', SMS_HTTP_URL: `${base}/send?to={to}&text={text}` }));

  it('fills the gateway’s URL template with the number and the text', async () => {
    await sender().send({ to: '99112233', text: 'MFI: код 123456', code: '123456' });
    const url = new URL(received.at(-1)!, base);
    expect(url.searchParams.get('to')).toBe('99112233');
    expect(url.searchParams.get('text')).toBe('MFI: код 123456');
  });

  it('fails loudly when the gateway refuses', async () => {
    status = 500;
    await expect(sender().send({ to: '99112233', text: 'x' })).rejects.toThrow(/500/);
    status = 200;
  });

  it('needs a URL template', () => {
    expect(() => createSmsSender(loadConfig({ SMS_DRIVER: 'http' }))).toThrow(/SMS_HTTP_URL/);
  });
});

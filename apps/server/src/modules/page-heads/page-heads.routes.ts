import { z } from 'zod';
import type { AppContext, ZodApp } from '../../context';
import { notFound } from '../../lib/errors';
import { shareCard } from './share-card';
import { robotsTxt, sitemapFile, sitemapIndex, sitemapPage } from './sitemap.service';

// What crawlers and chats fetch beside the pages (issue 26): robots.txt, the sitemaps and the titles' share
// cards. Registered at the site's root, not under /api.

const shareParams = z.object({ kind: z.enum(['movie', 'serial']), file: z.string().max(300) });
const sitemapParams = z.object({ file: z.string().max(40) });

export function registerPageRoutes(app: ZodApp, ctx: AppContext) {
  const hidden = { schema: { hide: true } };
  app.get('/robots.txt', hidden, async (_req, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(ctx.config.publicUrl)),
  );
  app.get('/sitemap.xml', hidden, async (_req, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(await sitemapIndex(ctx)),
  );
  app.get('/sitemaps/:file', { schema: { hide: true, params: sitemapParams } }, async (req, reply) => {
    const { section, page } = sitemapFile(req.params.file);
    const body = await sitemapPage(ctx, section, page);
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body);
  });
  app.get('/share/:kind/:file', { schema: { hide: true, params: shareParams } }, async (req, reply) => {
    const slug = /^(.+)\.jpg$/.exec(req.params.file)?.[1];
    if (!slug) throw notFound();
    const jpeg = await shareCard(ctx, req.params.kind, slug);
    return reply.type('image/jpeg').header('cache-control', 'public, max-age=3600').send(jpeg);
  });
}

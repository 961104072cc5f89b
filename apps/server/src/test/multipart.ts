/** A FormData as an inject payload: the body bytes and the content type with its boundary. */
export async function multipartPayload(form: FormData) {
  const req = new Request('http://x', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await req.arrayBuffer()),
    headers: { 'content-type': req.headers.get('content-type')! },
  };
}

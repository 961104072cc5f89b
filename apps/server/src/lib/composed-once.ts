// A cached answer with the caller's part added (their verdicts, issue 23) is a new object on every request,
// and a new object is checked and stringified again by the response serializer (plugins/memo-serializer),
// which halved the hits of the detail pages. The caller's part of a guest or an editor takes a few values
// only, so each (cached answer, part) pair is composed once and the same object is served again: the
// serializer's memory holds. Keyed weakly by the cached answer, so it goes when the cache drops it.

const composed = new WeakMap<object, Map<string, unknown>>();

/** `compose()` for this cached answer and this `part` (a few flags), built once and then the same object. */
export function composedOnce<R>(cached: object, part: Record<string, boolean | undefined>, compose: () => R): R {
  const key = Object.entries(part)
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  let forAnswer = composed.get(cached);
  if (!forAnswer) composed.set(cached, (forAnswer = new Map()));
  if (!forAnswer.has(key)) forAnswer.set(key, compose());
  return forAnswer.get(key) as R;
}

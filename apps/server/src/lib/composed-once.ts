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

/**
 * A cached detail answer with the caller's verdicts added to its `item` (movie_detail, serial_detail …),
 * never into the cache: a guest's is composed once, a member's is new (their own flags follow).
 */
export function withVerdicts<
  K extends string,
  A extends { [P in K]: object },
  V extends Record<string, boolean | undefined>,
>(answer: A, item: K, verdicts: V, guest: boolean) {
  const compose = () => ({ ...answer, [item]: { ...answer[item], ...verdicts } }) as A & { [P in K]: A[K] & V };
  return guest ? composedOnce(answer, verdicts, compose) : compose();
}

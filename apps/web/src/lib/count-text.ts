/** A count as shown: "1000+" when the server stopped counting (`count_capped`: the site search, the queue). */
export const countText = (count: number, capped: boolean) => (capped ? `${count}+` : String(count));

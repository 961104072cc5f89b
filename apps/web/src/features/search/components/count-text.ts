/** A kind's count as shown: "1000+" when the server stopped counting (`count_capped`, decision 022). */
export const countText = (count: number, capped: boolean) => (capped ? `${count}+` : String(count));

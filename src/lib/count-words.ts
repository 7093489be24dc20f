// Counts in words: "1 credit", "4.5 credits", "2 tasks".

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

export const creditText = (credits: number): string => plural(credits, 'credit', 'credits');

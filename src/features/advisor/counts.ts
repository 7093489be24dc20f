// Counts in words for the Semester tab: "1 credit", "4.5 credits", "2 courses".

export function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

export const creditText = (credits: number): string => plural(credits, 'credit', 'credits');

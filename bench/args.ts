// A bench's `name=value` arguments (a leading `--` is allowed), by name.
export function benchArgs(): Record<string, string | undefined> {
  return Object.fromEntries(process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split('=') as [string, string]));
}

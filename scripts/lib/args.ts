/**
 * Every entry script's command line, read with node:util's parseArgs, strict: a flag the script
 * does not know (a mistyped `--chek`) stops it before it does any work, with one plain line and
 * exit status 2, instead of being ignored while the script does something else than asked.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';

/** The command line is wrong; the message is one plain line naming what and what is known. */
export class CommandLineError extends Error {}

type Config = Omit<ParseArgsConfig, 'strict' | 'tokens'>;

/** The flags as a person types them: `--check, --format <value>`. */
function knownFlags(options: Config['options'] = {}): string {
  const flags = Object.entries(options).map(
    ([name, option]) => `--${name}${option.type === 'string' ? ' <value>' : ''}`,
  );
  return flags.length ? `it knows ${flags.join(', ')}` : 'it takes no flags';
}

/** parseArgs's own message, said plainly on one line. */
function plainly(error: Error & { code?: unknown }, config: Config): string {
  const quoted = /'([^']*)'/.exec(error.message)?.[1] ?? '';
  const known = knownFlags(config.options);
  switch (error.code) {
    case 'ERR_PARSE_ARGS_UNKNOWN_OPTION':
      return `This command does not know the flag ${quoted}; ${known}.`;
    case 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL':
      return `This command takes nothing but flags, yet was given "${quoted}"; ${known}.`;
    case 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE': {
      const flag = quoted.split(' ')[0];
      return error.message.includes('argument missing')
        ? `${flag} needs a value: ${quoted}.`
        : `${flag} takes no value; give it alone, as ${flag}.`;
    }
    default:
      return error.message;
  }
}

/** The parsed command line, or a CommandLineError (for a `main(args)` that returns its status). */
export function readArgs<T extends Config>(args: string[], config: T) {
  try {
    return parseArgs({ ...config, args, strict: true });
  } catch (error) {
    if (!(error instanceof Error) || !('code' in error)) throw error;
    throw new CommandLineError(plainly(error, config));
  }
}

/** This process's command line; a wrong one is told in one line and ends the process with 2. */
export function argsOrExit<T extends Config>(config: T, args = process.argv.slice(2)) {
  try {
    return readArgs(args, config);
  } catch (error) {
    if (!(error instanceof CommandLineError)) throw error;
    console.error(error.message);
    process.exit(2);
  }
}

/** An option's value as a whole number of at least `min`; anything else is a command-line error. */
export function wholeNumber(text: string, option: string, min: number): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < min)
    throw new CommandLineError(`--${option} must be a whole number ≥ ${min}; it was ${text}.`);
  return value;
}

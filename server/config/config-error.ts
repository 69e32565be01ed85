/**
 * A bad value in the environment: its message is the one line the server stops with, naming
 * the variable.
 */
export class ConfigError extends Error {
  override name = 'ConfigError'
}

import { ConfigError } from './config'
import { startServer } from './start-server'

/** `npm run serve`: the API and the built PWA on one port. */
async function main(): Promise<void> {
  let running
  try {
    running = await startServer()
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      process.exit(1)
    }
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'EADDRINUSE' || code === 'EACCES') {
      console.error(
        `Could not listen: ${(error as Error).message}. Set PORT (and HOST) to an address that is free.`,
      )
      process.exit(1)
    }
    throw error
  }

  console.log(`${running.config.productName} is running at ${running.url}`)

  const shutDown = (signal: NodeJS.Signals) => {
    running.logger.info(`Received ${signal}, shutting down`)
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error)
        process.exit(1)
      },
    )
  }
  process.once('SIGINT', shutDown)
  process.once('SIGTERM', shutDown)
}

await main()

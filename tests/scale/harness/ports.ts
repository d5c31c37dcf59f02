/**
 * A file's fixed loopback port, moved by SCALE_PORT_OFFSET (default 0): one file of the suite can
 * then run beside a full run that holds the usual ports (SCALE_PORT_OFFSET=100 npm run test:scale -- <file>).
 */
export function scalePort(port: number): number {
  const offset = Number(process.env.SCALE_PORT_OFFSET ?? 0);
  if (!Number.isInteger(offset) || offset < 0 || port + offset > 65_535)
    throw new Error(`SCALE_PORT_OFFSET must be a whole number that keeps ${port} a port`);
  return port + offset;
}

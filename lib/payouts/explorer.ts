/** Block explorers per wallet network (spec: POLYGON, SOLANA, BSC, TRON). */
const EXPLORERS: Record<string, (address: string) => string> = {
  POLYGON: (a) => `https://polygonscan.com/address/${a}`,
  SOLANA: (a) => `https://solscan.io/account/${a}`,
  BSC: (a) => `https://bscscan.com/address/${a}`,
  TRON: (a) => `https://tronscan.org/#/address/${a}`,
};

/** Link to the address on its network's explorer; undefined for a network we do not know. */
export function explorerUrl(network: string, address: string): string | undefined {
  const build = EXPLORERS[network.toUpperCase()];
  return build ? build(encodeURIComponent(address)) : undefined;
}

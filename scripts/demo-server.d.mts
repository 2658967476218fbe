/** Types of scripts/demo-server.mjs for the TypeScript benches. */
export function startDemoServer(options: {
  port: number;
  logLevel?: string;
}): Promise<{ baseUrl: string; stop: () => Promise<void> }>;

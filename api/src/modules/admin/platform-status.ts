// Platform Status of the admin overview, from real health: the database answers, and each outside
// service is either configured or on its embedded default (DESIGN.md, external services). The setting
// that turns a service on is named, for the operator reading the dashboard.
import type { Config } from '../../config.ts';
import { db } from '../../db/current.ts';

export type ServiceState = 'REACHABLE' | 'UNREACHABLE' | 'CONFIGURED' | 'EMBEDDED_DEFAULT' | 'NOT_CONFIGURED' | 'OFF';

export interface ServiceStatus {
  service: 'DATABASE' | 'AI' | 'TRANSCRIPTION' | 'EMAIL' | 'PAYMENTS';
  state: ServiceState;
  /** The environment variable(s) that configure it (operator words: admins only). */
  setting: string;
}

export interface PlatformStatus {
  /** The database answers; services on their defaults still work, so they do not make it unhealthy. */
  healthy: boolean;
  services: ServiceStatus[];
}

export function configuredServices(config: Config): ServiceStatus[] {
  return [
    { service: 'AI', state: config.ai.openai ? 'CONFIGURED' : 'EMBEDDED_DEFAULT', setting: 'OPENAI_API_KEY' },
    {
      service: 'TRANSCRIPTION',
      state: config.transcription ? 'CONFIGURED' : 'NOT_CONFIGURED',
      setting: 'TRANSCRIPTION_API_KEY',
    },
    {
      service: 'EMAIL',
      state: config.mail.mailgun ? 'CONFIGURED' : 'EMBEDDED_DEFAULT',
      setting: 'MAILGUN_API_KEY, MAILGUN_DOMAIN',
    },
    { service: 'PAYMENTS', state: config.billingEnabled ? 'CONFIGURED' : 'OFF', setting: 'STRIPE_SECRET_KEY' },
  ];
}

export async function platformStatus(configured: ServiceStatus[]): Promise<PlatformStatus> {
  let reachable = true;
  try {
    await db().$queryRaw`SELECT 1`;
  } catch {
    reachable = false;
  }
  return {
    healthy: reachable,
    services: [
      { service: 'DATABASE', state: reachable ? 'REACHABLE' : 'UNREACHABLE', setting: 'DATABASE_URL' },
      ...configured,
    ],
  };
}

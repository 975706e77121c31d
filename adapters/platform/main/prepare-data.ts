import type { Container } from 'inversify';
import { MODULES } from '../modules.js';

/** Start-up data of every module (demo catalogue, first administrator), in module order. */
export async function prepareData(container: Container): Promise<void> {
  for (const module of MODULES) await module.prepare?.(container);
}

import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';

/** This process among the platform's processes, for the rows a job marks as its own ("played by"). */
export const processName = (): string => `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;

import { dirname, resolve } from 'node:path';
import { UsageError } from '../model/errors.js';
import { readConfigJson } from './config-file.js';
import { houseConfig, type HouseConfig } from './house-config.js';

export { EMPTY_CONFIG, allBans, type HouseConfig } from './house-config.js';

/** Read and validate a house config file; any problem is a UsageError naming the file and the field. */
export async function loadConfig(path: string): Promise<HouseConfig> {
  const json = readConfigJson(path);
  if (!json.ok) throw json.error ?? new UsageError(`${path}: ${json.message}`);
  const { dataDir, ...config } = await houseConfig(json.raw, path);
  return { ...config, dataDirs: dataDir?.map((d) => resolve(dirname(path), d)) };
}

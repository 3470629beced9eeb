// One autocannon run with every response's latency kept, so p95 is computed exactly rather than
// read from autocannon's fixed percentiles (p90, p97.5, p99).
import autocannon from 'autocannon';

/** Nearest-rank percentile of an ascending array. */
export function persentil(urut, p) {
  if (urut.length === 0) return Number.NaN;
  const i = Math.min(urut.length - 1, Math.max(0, Math.ceil((p / 100) * urut.length) - 1));
  return urut[i];
}

/**
 * @param {import('autocannon').Options} opsi
 * @returns {Promise<{ rps: number, p50: number, p95: number, p97_5: number, p99: number, total: number, non2xx: number, errors: number, timeouts: number }>}
 */
export async function bebani(opsi) {
  const latensi = [];
  const instance = autocannon(opsi);
  instance.on('response', (_client, status, _bytes, ms) => {
    if (status >= 200 && status < 300) latensi.push(ms);
  });
  const hasil = await instance;
  latensi.sort((a, b) => a - b);
  return {
    // Answered requests per second over the whole run (autocannon's duration is in seconds).
    rps: hasil['2xx'] / hasil.duration,
    p50: persentil(latensi, 50),
    p95: persentil(latensi, 95),
    p97_5: hasil.latency.p97_5,
    p99: persentil(latensi, 99),
    total: hasil.requests.total,
    non2xx: hasil.non2xx,
    errors: hasil.errors,
    timeouts: hasil.timeouts,
  };
}

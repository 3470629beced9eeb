import { cadanganApi } from '@rawat/domain';
import { HEADER_KUNCI_LOKAL, kunciLokalCocok } from '../../platform/cadangan/kunci-lokal.ts';
import { AppError } from '../../platform/errors.ts';
import { type App, ctxOf, type Deps } from '../../platform/http.ts';
import { rute } from '../../platform/rute.ts';
import { cadangkanSekarang } from './cadangan.service.ts';

export async function cadanganRoutes(app: App, deps: Deps) {
  rute(app, cadanganApi.buat, async (request) => ({
    respon: await cadangkanSekarang(deps.db, ctxOf(request, deps), deps.config),
  }));
  rute(app, cadanganApi.buatLokal, async (request) => {
    const kunci = request.headers[HEADER_KUNCI_LOKAL];
    if (!(await kunciLokalCocok(deps.config.dataDir, typeof kunci === 'string' ? kunci : undefined)))
      throw new AppError(
        403,
        'cadangan.kunci_lokal_salah',
        'Kunci lokal tidak cocok. Jalankan npm run backup di mesin server sebagai pengguna yang menjalankan server.',
      );
    return { respon: await cadangkanSekarang(deps.db, ctxOf(request, deps), deps.config) };
  });
}

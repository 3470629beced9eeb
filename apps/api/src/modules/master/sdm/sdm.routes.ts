import { dokterApi, hariDari, karyawanApi, perawatApi } from '@rawat/domain';
import { type App, ctxOf, type Deps } from '../../../platform/http.ts';
import { envelope } from '../../../platform/paging.ts';
import { rute } from '../../../platform/rute.ts';
import { ruteMaster } from '../crud/crud.routes.ts';
import { cariJadwal, layananDokter, ubahKuotaJkn, ubahTampilOnline } from './dokter.service.ts';
import { batalCuti, daftarCuti, tambahCuti } from './dokter-cuti.service.ts';
import { layananKaryawan, listAkunTautan } from './karyawan.service.ts';
import { layananPerawat } from './perawat.service.ts';

/** Employees, doctors and nurses (contracts: karyawanApi, dokterApi, perawatApi in @rawat/domain). */
export async function sdmRoutes(app: App, deps: Deps) {
  const { db } = deps;

  // Before ruteMaster's `/:uid` routes, for readability; Fastify prefers static segments anyway.
  rute(app, karyawanApi.akun, async (request) => {
    const { rows, total } = await listAkunTautan(db, request.query);
    return envelope(rows, total, request.query);
  });
  ruteMaster(app, deps, karyawanApi, layananKaryawan);

  rute(app, dokterApi.jadwal, async (request) => {
    const q = request.query;
    const hari = q.tanggal ? hariDari(q.tanggal) : (q.hari ?? null);
    const dokter = await cariJadwal(db, {
      ...(q.poli ? { poli_uid: q.poli } : {}),
      ...(hari ? { hari } : {}),
      ...(q.online !== undefined ? { online: q.online } : {}),
    });
    return { respon: { hari, dokter } };
  });
  rute(app, dokterApi.online, async (request) => ({
    respon: await ubahTampilOnline(db, ctxOf(request, deps), request.params.uid, request.body.tampil_online),
  }));
  rute(app, dokterApi.kuotaJkn, async (request) => ({
    respon: await ubahKuotaJkn(db, ctxOf(request, deps), request.params.uid, request.body),
  }));
  rute(app, dokterApi.cuti, async (request) => ({
    respon: await daftarCuti(db, ctxOf(request, deps), request.params.uid),
  }));
  rute(app, dokterApi.tambahCuti, async (request) => ({
    respon: await tambahCuti(db, ctxOf(request, deps), request.params.uid, request.body),
  }));
  rute(app, dokterApi.batalCuti, async (request) => ({
    respon: await batalCuti(db, ctxOf(request, deps), request.params.uid),
  }));
  ruteMaster(app, deps, dokterApi, layananDokter);

  ruteMaster(app, deps, perawatApi, layananPerawat);
}

import { sepApi, vclaimApi } from '@rawat/domain';
import { type App, ctxOf, type Deps, kirimPdf } from '../../platform/http.ts';
import type { KirimSekarang } from '../../platform/outbox.pekerja.ts';
import { envelope } from '../../platform/paging.ts';
import { rute } from '../../platform/rute.ts';
import { cariPeserta, cariRujukan, daftarRujukan } from './peserta.service.ts';
import { daftarSep, detailSep, sepPendaftaran } from './sep.baca.ts';
import { koreksiSep } from './sep.koreksi.ts';
import { pdfSep } from './sep.pdf.ts';
import { buatSepPendaftaran, buatSepRanap, type DepsSep, hapusSep } from './sep.service.ts';

/** What app.ts hands the vclaim module: the master key and "send this group now". */
export interface DepsVclaim extends Deps {
  vclaim: { kunciInduk: Buffer; kirimSekarang?: KirimSekarang; batasWaktuMs?: number };
}

export function depsSep(deps: DepsVclaim): DepsSep {
  return {
    db: deps.db,
    kunciInduk: deps.vclaim.kunciInduk,
    ...(deps.vclaim.kirimSekarang ? { kirimSekarang: deps.vclaim.kirimSekarang } : {}),
    ...(deps.vclaim.batasWaktuMs ? { batasWaktuMs: deps.vclaim.batasWaktuMs } : {}),
  };
}

/** VClaim lookups and SEPs (docs/vclaim.md), under /api/v1; contracts: vclaimApi, sepApi. */
export async function vclaimRoutes(app: App, deps: DepsVclaim) {
  const d = depsSep(deps);
  const db = deps.db;

  rute(app, vclaimApi.peserta, async (r) => ({ respon: await cariPeserta(d, deps.now(), r.query) }));
  rute(app, vclaimApi.rujukan, async (r) => ({
    respon: await cariRujukan(d, deps.now(), r.params.no_rujukan, r.query.asal),
  }));
  rute(app, vclaimApi.rujukanPeserta, async (r) => ({
    respon: await daftarRujukan(d, deps.now(), r.query.no_kartu),
  }));

  rute(app, sepApi.daftar, async (r) => {
    const { rows, total } = await daftarSep(db, ctxOf(r, deps), r.query);
    return envelope(rows, total, r.query);
  });
  rute(app, sepApi.detail, async (r) => ({ respon: await detailSep(db, ctxOf(r, deps), r.params.uid) }));
  rute(app, sepApi.pendaftaran, async (r) => ({
    respon: await sepPendaftaran(db, ctxOf(r, deps), r.params.uid),
  }));
  rute(app, sepApi.buat, async (r) => ({
    respon: await buatSepPendaftaran(d, ctxOf(r, deps), r.params.uid, r.body),
  }));
  rute(app, sepApi.buatRanap, async (r) => ({
    respon: await buatSepRanap(d, ctxOf(r, deps), r.params.uid, r.body),
  }));
  rute(app, sepApi.ubah, async (r) => ({
    respon: await koreksiSep(d, ctxOf(r, deps), r.params.uid, r.body),
  }));
  rute(app, sepApi.hapus, async (r) => ({ respon: await hapusSep(d, ctxOf(r, deps), r.params.uid, r.body) }));
  rute(app, sepApi.cetak, async (r, reply) => {
    const { nama, pdf } = await pdfSep(db, ctxOf(r, deps), r.params.uid);
    return kirimPdf(reply, nama, pdf);
  });
}

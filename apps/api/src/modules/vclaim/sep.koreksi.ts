import { type SepDetail, type SepIsian, type SepKoreksi, toJakartaIsoDate } from '@rawat/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { catatAktivitas } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { kunjungan } from '../kunjungan/kunjungan.tables.ts';
import { detailSep } from './sep.baca.ts';
import {
  bacaKonteksSep,
  bangunTSep,
  dokterDpjp,
  isianDariTSep,
  layananPertama,
  penggunaBpjs,
} from './sep.permintaan.ts';
import { antreInsert, barisSep, type DepsSep, kirimSepSekarang, ringkasPasien } from './sep.service.ts';
import { antreInsertRanap, bacaKonteksSepRanap, bangunSepRanap } from './sep-ranap.ts';
import { antreVclaim, pesanTertunda } from './vclaim.antre.ts';
import * as galat from './vclaim.errors.ts';
import { JENIS_VCLAIM, kodePpk } from './vclaim.klien.ts';
import { bpjsSep } from './vclaim.tables.ts';

// SEP correction (docs/vclaim.md "SEP"): an issued SEP's correctable fields go to BPJS as
// SEP/2.0/update; a refused SEP is checked again and sent as a new insert. Split from
// sep.service.ts, which makes and deletes.

/** What may change on an issued SEP (SEP/2.0/update). */
const BOLEH_DIKOREKSI = new Set([
  'kelas_rawat',
  'catatan',
  'diag_awal',
  'no_telp',
  'poli_eksekutif',
  'dokter_uid',
]);

/**
 * PUT /sep/:uid. An issued SEP: the correctable fields, sent as SEP/2.0/update (the row changes
 * when BPJS confirms). A refused SEP: every field, checked again and sent as a new insert.
 */
export async function koreksiSep(d: DepsSep, ctx: Ctx, uid: string, body: SepKoreksi): Promise<SepDetail> {
  await d.db.transaction(async (tx) => {
    const s = await barisSep(tx, uid);
    if (s.status === 'DIHAPUS') throw galat.sepDihapus();
    if (s.status === 'MENUNGGU') throw galat.sepMenunggu();
    if ((await pesanTertunda(tx, `sep:${uid}:`)).length) throw galat.perubahanMenunggu();
    if (s.jns_pelayanan === '1') return koreksiSepRanap(tx, ctx, s, body);
    const layananUid = await layananPertama(tx, s.kunjungan_uid);
    const k = layananUid ? await bacaKonteksSep(tx, layananUid) : null;
    if (!k) throw galat.pendaftaranTidakDitemukan();
    const dpjp = body.dokter_uid ? await dokterDpjp(tx, body.dokter_uid) : undefined;
    if (body.dokter_uid && !dpjp?.kode_dpjp) throw galat.dokterTanpaDpjp(dpjp?.nama ?? null);
    const lama = isianDariTSep(s.permintaan);
    const ubah = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
    const isian = { ...lama, ...ubah } as SepIsian & { no_rujukan: string };
    const ppk = (await kodePpk(tx)) ?? String(s.permintaan.ppkPelayanan ?? '');
    if (s.status === 'TERBIT') {
      const terkunci = Object.keys(ubah).filter((f) => !BOLEH_DIKOREKSI.has(f));
      if (terkunci.length) throw galat.bidangTerkunci(terkunci);
      const dpjpKode = dpjp?.kode_dpjp ?? String(s.permintaan.dpjpLayan ?? '');
      const tSep = {
        noSep: s.no_sep,
        klsRawat: { klsRawatHak: isian.kelas_rawat, klsRawatNaik: '', pembiayaan: '', penanggungJawab: '' },
        noMR: s.permintaan.noMR,
        catatan: isian.catatan ?? '',
        diagAwal: isian.diag_awal,
        poli: {
          tujuan: (s.permintaan.poli as { tujuan?: string })?.tujuan ?? '',
          eksekutif: isian.poli_eksekutif ? '1' : '0',
        },
        cob: s.permintaan.cob,
        katarak: s.permintaan.katarak,
        jaminan: s.permintaan.jaminan,
        dpjpLayan: dpjpKode,
        noTelp: isian.no_telp,
        user: penggunaBpjs(ctx.user),
      };
      await antreVclaim(tx, ctx, {
        kunci: `sep:${uid}:update:${ctx.now().getTime()}`,
        jenis: JENIS_VCLAIM.sepUpdate,
        ringkasan: `Koreksi SEP ${s.no_sep} ${ringkasPasien(k)}: ${Object.keys(ubah).join(', ')}`,
        payload: { sep_uid: uid, body: { request: { t_sep: tSep } } },
      });
      await catatAktivitas(tx, ctx, {
        aksi: 'sep.update',
        entitas: 'bpjs_sep',
        entitas_id: uid,
        keterangan: `Mengoreksi SEP ${s.no_sep} ${ringkasPasien(k)}: ${Object.keys(ubah).join(', ')}`,
        detail: { sebelum: lama, sesudah: ubah },
      });
      return;
    }
    // DITOLAK: sent again as a new insert with everything checked anew.
    if (body.no_rujukan)
      await tx
        .update(kunjungan)
        .set({ no_rujukan: body.no_rujukan, updated_at: ctx.now() })
        .where(eq(kunjungan.uid, k.kunjungan_uid));
    const tSep = bangunTSep(k, isian, {
      noRujukan: body.no_rujukan ?? (isian.no_rujukan || k.no_rujukan),
      kelas: isian.kelas_rawat ?? '3',
      ppk,
      user: penggunaBpjs(ctx.user),
      hariIni: toJakartaIsoDate(ctx.now()),
      ...(dpjp !== undefined ? { dpjpLayan: dpjp } : {}),
    });
    await tx
      .update(bpjsSep)
      .set({ permintaan: tSep, status: 'MENUNGGU', pesan_bpjs: null, diubah_pada: ctx.now() })
      .where(eq(bpjsSep.uid, uid));
    await antreInsert(tx, ctx, k, uid, tSep, body.nama_ppk_rujukan);
    await catatAktivitas(tx, ctx, {
      aksi: 'sep.kirim-ulang',
      entitas: 'bpjs_sep',
      entitas_id: uid,
      keterangan: `Mengirim ulang SEP ${ringkasPasien(k)} yang ditolak BPJS (${s.pesan_bpjs ?? '-'})`,
      detail: { sebelum: s.permintaan, sesudah: tSep },
    });
  });
  await kirimSepSekarang(d, uid);
  return detailSep(d.db, ctx, uid);
}

/** What may change on an issued inpatient SEP (no clinic, no dpjpLayan on it). */
const BOLEH_DIKOREKSI_RANAP = new Set(['catatan', 'diag_awal', 'no_telp']);

/**
 * PUT /sep/:uid of an inpatient SEP. Issued: catatan, diag_awal, no_telp through SEP/2.0/update
 * (the class follows the stay's placement, not the desk). Refused: built again from the stay with
 * those fields and sent as a new insert; the SPRI BPJS already issued is kept.
 */
async function koreksiSepRanap(
  tx: Tx,
  ctx: Ctx,
  s: typeof bpjsSep.$inferSelect,
  body: SepKoreksi,
): Promise<void> {
  const ubah = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
  const terkunci = Object.keys(ubah).filter((f) => !BOLEH_DIKOREKSI_RANAP.has(f));
  if (terkunci.length) throw galat.bidangTerkunci(terkunci);
  const lama = s.permintaan;
  if (s.status === 'TERBIT') {
    const tSep = {
      noSep: s.no_sep,
      klsRawat: lama.klsRawat,
      noMR: lama.noMR,
      catatan: body.catatan ?? String(lama.catatan ?? ''),
      diagAwal: body.diag_awal ?? lama.diagAwal,
      poli: { tujuan: '', eksekutif: '0' },
      cob: lama.cob,
      katarak: lama.katarak,
      jaminan: lama.jaminan,
      dpjpLayan: '',
      noTelp: body.no_telp ?? lama.noTelp,
      user: penggunaBpjs(ctx.user),
    };
    await antreVclaim(tx, ctx, {
      kunci: `sep:${s.uid}:update:${ctx.now().getTime()}`,
      jenis: JENIS_VCLAIM.sepUpdate,
      ringkasan: `Koreksi SEP rawat inap ${s.no_sep}: ${Object.keys(ubah).join(', ')}`,
      payload: { sep_uid: s.uid, body: { request: { t_sep: tSep } } },
    });
    await catatAktivitas(tx, ctx, {
      aksi: 'sep.update',
      entitas: 'bpjs_sep',
      entitas_id: s.uid,
      keterangan: `Mengoreksi SEP rawat inap ${s.no_sep}: ${Object.keys(ubah).join(', ')}`,
      detail: { sebelum: lama, sesudah: ubah },
    });
    return;
  }
  const k = s.layanan_uid ? await bacaKonteksSepRanap(tx, s.layanan_uid) : null;
  if (!k) throw galat.bukanRawatInap();
  const { tSep, spri, ringkasan } = await bangunSepRanap(tx, ctx, k, {
    catatan: body.catatan ?? (String(lama.catatan ?? '') || null),
    diag_awal: body.diag_awal ?? String(lama.diagAwal ?? ''),
    no_telp: body.no_telp ?? String(lama.noTelp ?? ''),
  });
  if (s.no_spri) tSep.skdp = { ...(tSep.skdp as Record<string, unknown>), noSurat: s.no_spri };
  await tx
    .update(bpjsSep)
    .set({ permintaan: tSep, status: 'MENUNGGU', pesan_bpjs: null, diubah_pada: ctx.now() })
    .where(eq(bpjsSep.uid, s.uid));
  await antreInsertRanap(tx, ctx, { sep_uid: s.uid, tSep, spri, ringkasan });
  await catatAktivitas(tx, ctx, {
    aksi: 'sep.kirim-ulang',
    entitas: 'bpjs_sep',
    entitas_id: s.uid,
    keterangan: `Mengirim ulang SEP rawat inap ${k.no_rm} – ${k.nama_pasien} yang ditolak BPJS (${s.pesan_bpjs ?? '-'})`,
    detail: { sebelum: lama, sesudah: tSep },
  });
}

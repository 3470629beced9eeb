// The assessment templates (see templat.mjs): the nurse's and the doctor's content of a visit for
// each clinic, diagnosis, age group and variant, parsed by the kind's own zod schema. Lean: the
// sections a busy clinic fills (vitals, complaint, pain, fall risk, allergies; SOAP and the
// general examination), not every optional one — ten million of them make several gigabytes.
import { DIAGNOSIS } from './pengetahuan.mjs';
import { acakJs, antara, desimal1, hash, pilih, tandaVital, VARIAN } from './templat.mjs';

const TIDAK_ALERGI = { tidak_ada: true, daftar: [] };

/** Nurse's and doctor's content of one visit, before parsing. */
function isiAsesmen(jenisPoli, dx, judulId, r, anak) {
  const [, , profil, keluhan, temuan, plan] = dx;
  const tv = tandaVital(r, profil, anak);
  const nyeri = profil === 'nyeri' ? antara(r, 3, 6) : antara(r, 0, 2);
  const hari = antara(r, 1, 7);
  const medis = {
    subjektif: `${keluhan} sejak ${hari} hari`,
    objektif: `KU ${profil === 'normal' ? 'baik' : 'tampak sakit ringan'}, CM. ${temuan}.`,
    asesmen: judulId,
    plan,
    pemeriksaan_fisik: {
      keadaan_umum: profil === 'normal' ? 'Baik' : 'Tampak sakit ringan',
      kesadaran: 'Compos mentis',
    },
    edukasi: 'Penyakit, obat dan tanda bahaya dijelaskan.',
  };
  const nyeriIsi = nyeri ? { skala_nyeri: nyeri, lokasi_nyeri: null } : { skala_nyeri: nyeri };
  if (jenisPoli === 'IGD') {
    const triase = profil === 'sesak' || profil === 'nyeri' ? antara(r, 2, 3) : antara(r, 3, 4);
    const gcs = { e: 4, v: 5, m: 6 };
    return [
      [
        'KEPERAWATAN_IGD',
        {
          triase,
          cara_datang: pilih(r, ['Datang sendiri', 'Diantar keluarga', 'Diantar keluarga', 'Ambulans']),
          keluhan_utama: keluhan,
          survei_primer: {
            airway: 'Bebas',
            breathing: 'Spontan, adekuat',
            circulation: 'Normal',
            gcs,
            pupil: 'Isokor',
            refleks_cahaya: 'Positif',
          },
          tanda_vital: tv,
          ...nyeriIsi,
          alergi: TIDAK_ALERGI,
        },
      ],
      [
        'MEDIS_IGD',
        {
          ...medis,
          kondisi:
            triase <= 2
              ? 'Gawat darurat'
              : triase === 3
                ? 'Darurat tidak gawat'
                : 'Tidak gawat tidak darurat',
          prioritas: triase,
          gcs,
          resusitasi: [],
        },
      ],
    ];
  }
  if (jenisPoli === 'HEMODIALISA') {
    const kering = desimal1(r, 48, 68);
    const uf = antara(r, 20, 35) * 100;
    const pre = Math.round((kering + uf / 1000 + desimal1(r, 0, 0.5)) * 10) / 10;
    const intra = [0, 1, 2, 3].map((j) => ({
      jam: `${String(8 + j).padStart(2, '0')}:${j ? '00' : '15'}`,
      td_sistolik: tv.td_sistolik - j * antara(r, 2, 6),
      td_diastolik: tv.td_diastolik - j * antara(r, 1, 3),
      nadi: tv.nadi,
      qb: 250,
      uf_tercapai: Math.round((uf * (j + 1)) / 4),
    }));
    return [
      [
        'KEPERAWATAN_HD',
        {
          keluhan: keluhan,
          bb_kering: kering,
          bb_pre: pre,
          bb_post: Math.round((pre - uf / 1000) * 10) / 10,
          target_uf: uf,
          durasi_jam: 4,
          akses_vaskular: 'AV fistula',
          lokasi_akses: 'lengan kiri',
          qb: 250,
          heparinisasi: 'Reguler',
          heparin_awal: 2000,
          heparin_lanjutan: 1000,
          tanda_vital_pre: tv,
          intra,
          tanda_vital_post: { ...tv, td_sistolik: tv.td_sistolik - 12, td_diastolik: tv.td_diastolik - 6 },
          komplikasi: r() < 0.15 ? ['Kram otot'] : [],
          alergi: TIDAK_ALERGI,
        },
      ],
      [
        'MEDIS_HD',
        {
          ...medis,
          resep_hd: {
            durasi_jam: 4,
            qb: 250,
            qd: 500,
            target_uf: uf,
            dialisat: 'Bikarbonat',
            heparin_awal: 2000,
            heparin_maintenance: 1000,
            bb_kering: kering,
          },
          evaluasi: 'HD berjalan lancar, target UF tercapai.',
        },
      ],
    ];
  }
  return [
    [
      'KEPERAWATAN_POLI',
      {
        tanda_vital: tv,
        keluhan_utama: keluhan,
        ...nyeriIsi,
        risiko_jatuh: { jalan_tidak_seimbang: false, menopang_saat_duduk: r() < 0.08 },
        alergi: TIDAK_ALERGI,
      },
    ],
    ['MEDIS', medis],
  ];
}

/**
 * Assessment templates: one row per (clinic, diagnosis, child?, variant, kind) with the parsed
 * content and its timeline line, exactly as simpanAsesmen stores and logs them.
 */
export function templatAsesmen(domain, judul) {
  const { ISI_ASESMEN, DEFINISI_ASESMEN, ringkasAsesmen } = domain;
  const baris = [];
  for (const [poli, daftar] of Object.entries(DIAGNOSIS)) {
    if (poli === 'RANAP') continue;
    const jenisPoli = poli === 'IGD' ? 'IGD' : poli === 'HD' ? 'HEMODIALISA' : 'RAWAT_JALAN';
    daftar.forEach((dx, i) => {
      for (const anak of poli === 'ANAK' ? [true] : poli === 'HD' ? [false] : [false, true]) {
        for (let v = 0; v < VARIAN; v++) {
          const r = acakJs(hash(`${poli}|${dx[0]}|${anak}|${v}`));
          const judulId = judul.get(dx[0])?.judul_id ?? judul.get(dx[0])?.judul ?? dx[0];
          for (const [jenis, isi] of isiAsesmen(jenisPoli, dx, judulId, r, anak)) {
            const hasil = ISI_ASESMEN[jenis].skema.safeParse(isi);
            if (!hasil.success)
              throw new Error(
                `templat asesmen ${jenis} ${dx[0]} tidak valid: ${hasil.error.issues[0]?.message}`,
              );
            const def = DEFINISI_ASESMEN[jenis];
            baris.push({
              poli,
              dx: i,
              anak,
              varian: v,
              sisi: def.sisi,
              jenis,
              isi: hasil.data,
              ringkasan: `${def.label}: ${ringkasAsesmen(jenis, hasil.data)}`.slice(0, 500),
            });
          }
        }
      }
    });
  }
  return baris;
}

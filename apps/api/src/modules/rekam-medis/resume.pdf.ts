import {
  formatTanggal,
  formatTanggalJam,
  formatTanggalWaktu,
  type JenisKelamin,
  KOLOM_TEKS_RESUME_JENIS,
  type KodeNama,
  LABEL_JENIS_KELAMIN,
  LABEL_JENIS_RESUME,
  labelTeksResume,
  type ResumeMedis,
} from '@rawat/domain';
import { buatDokumen, type DokumenPdf, tanggalSurat } from '../../platform/pdf/pdf.dokumen.ts';
import type { KopSurat } from '../../platform/pdf/pdf.kop.ts';
import {
  type KotakStempel,
  type StempelElektronik,
  urlVerifikasiTtd,
} from '../../platform/pdf/pdf.stempel.ts';
import { bwip } from '../../platform/pustaka-malas.ts';

/**
 * The public verification page of a final resume, as printed in its QR code: the e-signature's
 * page, which shows the resume as registered and, once signed, checks its signature.
 */
export function urlVerifikasiResume(asal: string, uid: string): string {
  return urlVerifikasiTtd(asal, uid);
}

/**
 * A diagnosis as printed: the Indonesian title first, the English WHO title it was coded with in
 * brackets on the line below (the coder's and the insurer's reference). A resume finalised before
 * Indonesian titles has only the English one.
 */
export function namaDiagnosisCetak(d: KodeNama): string {
  return d.nama_id && d.nama_id !== d.nama ? `${d.nama_id}\n(${d.nama})` : d.nama;
}

function subjudul(dok: DokumenPdf, teks: string) {
  dok.pastikanRuang(40);
  dok.doc.font('tebal').fontSize(10.5).text(teks, dok.kiri, dok.doc.y, { width: dok.lebar });
  dok.doc.font('reguler').fontSize(10).moveDown(0.25);
}

/** 'DRAF' across every page, drawn first so the text prints over it. */
function tandaDraf(dok: DokumenPdf) {
  const gambar = () => {
    const { doc } = dok;
    const [x, y] = [doc.x, doc.y];
    const { width: w, height: h } = doc.page;
    doc.save();
    doc.rotate(-40, { origin: [w / 2, h / 2] });
    doc
      .font('tebal')
      .fontSize(110)
      .fillColor('#d32f2f')
      .fillOpacity(0.12)
      .text('DRAF', 0, h / 2 - 60, { width: w, align: 'center', lineBreak: false });
    doc.restore();
    doc.font('reguler').fontSize(10).fillColor('#000').fillOpacity(1);
    doc.x = x;
    doc.y = y;
  };
  gambar();
  dok.doc.on('pageAdded', gambar);
}

/**
 * The medical resume on A4: letterhead, patient and visit, the doctor's text, coded diagnoses
 * and procedures, orders, medicines, follow-up, and the doctor's signature block with a QR code
 * for verification. A draft carries 'DRAF' over every page and no QR code.
 */
export async function pdfResume(
  r: ResumeMedis,
  opsi: { kop: KopSurat | null; asal: string; dicetakPada: Date; dicetakOleh: string | null },
): Promise<Buffer> {
  return (await pdfResumeBertanda(r, { ...opsi, stempel: null })).pdf;
}

/**
 * The resume as `pdfResume` prints it, or with an electronic signature's stamp in the doctor's
 * signature block (then the stamp's QR code replaces the resume's own), and where that block is.
 */
export async function pdfResumeBertanda(
  r: ResumeMedis,
  opsi: {
    kop: KopSurat | null;
    asal: string;
    dicetakPada: Date;
    dicetakOleh: string | null;
    stempel: StempelElektronik | null;
  },
): Promise<{ pdf: Buffer; kotak: KotakStempel | null }> {
  const final = r.status === 'FINAL';
  const k = r.kepala;
  const dok = buatDokumen({
    judul: `Resume Medis ${k.pasien.nama}${r.nomor ? ` ${r.nomor}` : ''}`,
    subjek: `Resume medis ${LABEL_JENIS_RESUME[r.jenis]} ${k.tanggal}`,
    kertas: 'A4',
    kop: opsi.kop,
    dicetakPada: opsi.dicetakPada,
    dicetakOleh: opsi.dicetakOleh,
  });
  const { doc } = dok;
  if (!final) tandaDraf(dok);
  dok.judul(`RESUME MEDIS ${LABEL_JENIS_RESUME[r.jenis].toUpperCase()}`, {
    sub: final ? `Nomor: ${r.nomor}` : 'DRAF — belum difinalkan, bukan dokumen resmi',
  });
  const ranap = r.struktur.ranap;
  const kunjungan: [string, string][] = ranap
    ? [
        ['Tanggal Masuk', formatTanggalWaktu(ranap.masuk_pada)],
        ['Tanggal Keluar', ranap.pulang_pada ? formatTanggalWaktu(ranap.pulang_pada) : 'Masih dirawat'],
        ['Lama Rawat', ranap.lama_rawat ? `${ranap.lama_rawat} hari` : '-'],
        ['Ruang Rawat', ranap.ruangan.at(-1)?.ruangan ?? '-'],
        ['DPJP', ranap.dpjp ?? k.dokter ?? '-'],
      ]
    : [
        ['Tanggal Pelayanan', formatTanggal(k.tanggal)],
        ['Poli / Unit', k.poli.nama],
        ['Dokter', k.dokter ?? 'Dokter jaga'],
      ];
  dok.identitas(
    [
      ['Nama Pasien', k.pasien.nama],
      ['No. RM', k.pasien.no_rm],
      [
        'Tanggal Lahir',
        `${tanggalSurat(new Date(k.pasien.tanggal_lahir))} (${k.pasien.umur.split(' ').slice(0, 2).join(' ')})`,
      ],
      [
        'Jenis Kelamin',
        LABEL_JENIS_KELAMIN[k.pasien.jenis_kelamin as JenisKelamin] ?? k.pasien.jenis_kelamin,
      ],
      ...kunjungan,
      ['Penjamin', k.penjamin],
      ['Alergi', k.pasien.alergi.length ? k.pasien.alergi.join(', ') : 'Tidak ada yang diketahui'],
    ],
    { kolom: 2 },
  );

  if (ranap?.ruangan.length) {
    subjudul(dok, 'Riwayat Ruang Rawat');
    dok.tabel(
      [
        { judul: 'Ruangan', lebar: 3 },
        { judul: 'Kamar / Bed', lebar: 2 },
        { judul: 'Kelas', lebar: 1.5 },
        { judul: 'Masuk', lebar: 2.2 },
        { judul: 'Keluar', lebar: 2.2 },
      ],
      ranap.ruangan.map((g) => [
        g.ruangan,
        `${g.kamar} / ${g.bed}`,
        g.kelas,
        formatTanggalJam(g.masuk_pada),
        g.keluar_pada ? formatTanggalJam(g.keluar_pada) : '-',
      ]),
    );
  }

  const s = r.struktur;
  const label = (kunci: keyof ResumeMedis['teks']) => labelTeksResume(r.jenis, kunci);
  for (const kunci of KOLOM_TEKS_RESUME_JENIS[r.jenis]) {
    const isi = r.teks[kunci];
    if (kunci === 'pemeriksaan_fisik' && s.tanda_vital && !isi?.includes(s.tanda_vital.ringkas)) {
      subjudul(dok, label(kunci));
      dok.paragraf(`Tanda vital (${formatTanggalWaktu(s.tanda_vital.waktu)}): ${s.tanda_vital.ringkas}`);
      if (isi) dok.paragraf(isi);
      continue;
    }
    if (!isi) continue;
    subjudul(dok, label(kunci));
    dok.paragraf(isi);
  }

  subjudul(dok, 'Diagnosis (ICD-10)');
  dok.tabel(
    [
      { judul: 'Jenis', lebar: 1.2 },
      { judul: 'Kode', lebar: 1 },
      { judul: 'Diagnosis', lebar: 5 },
    ],
    [
      ...(ranap?.diagnosis_masuk
        ? [['Masuk', ranap.diagnosis_masuk.kode, namaDiagnosisCetak(ranap.diagnosis_masuk)]]
        : []),
      ...(s.diagnosis_utama
        ? [['Utama', s.diagnosis_utama.kode, namaDiagnosisCetak(s.diagnosis_utama)]]
        : []),
      ...s.diagnosis_sekunder.map((d) => ['Sekunder', d.kode, namaDiagnosisCetak(d)]),
    ].concat(s.diagnosis_utama || s.diagnosis_sekunder.length ? [] : [['-', '-', 'Belum ada diagnosis']]),
  );
  if (s.prosedur.length) {
    subjudul(dok, 'Prosedur (ICD-9-CM)');
    dok.tabel(
      [
        { judul: 'Kode', lebar: 1 },
        { judul: 'Prosedur', lebar: 6 },
      ],
      s.prosedur.map((p) => [p.kode, p.nama]),
    );
  }
  if (s.tindakan.length) {
    subjudul(dok, 'Tindakan');
    dok.paragraf(s.tindakan.map((t) => (t.jumlah > 1 ? `${t.nama} (${t.jumlah}×)` : t.nama)).join('; '));
  }
  if (s.penunjang.length) {
    subjudul(dok, 'Pemeriksaan Penunjang');
    dok.tabel(
      [
        { judul: 'Jenis', lebar: 1.3 },
        { judul: 'No. Order', lebar: 2 },
        { judul: 'Pemeriksaan', lebar: 5 },
      ],
      s.penunjang.map((p) => [
        p.jenis === 'LABOR' ? 'Laboratorium' : 'Radiologi',
        p.nomor,
        p.item.join(', '),
      ]),
    );
  }
  if (s.obat.length) {
    subjudul(dok, 'Obat');
    dok.tabel(
      [
        { judul: 'Obat', lebar: 5 },
        { judul: 'Jumlah', lebar: 1.5 },
        { judul: 'Aturan Pakai', lebar: 2.5 },
      ],
      s.obat.map((o) => [
        o.racikan
          ? `R/ ${o.nama}: ${o.komposisi.map((c) => `${c.nama}${c.dosis ? ` ${c.dosis}` : ''}`).join(', ')}`
          : o.nama,
        `${o.jumlah} ${o.satuan}`,
        o.aturan_pakai,
      ]),
    );
  }
  if (s.tindak_lanjut) {
    const t = s.tindak_lanjut;
    subjudul(dok, ranap ? 'Cara Pulang' : 'Tindak Lanjut');
    dok.paragraf(
      [
        t.label,
        t.tanggal_kontrol ? `tanggal kontrol ${formatTanggal(t.tanggal_kontrol)}` : null,
        ranap && t.kondisi_pulang ? `kondisi ${t.kondisi_pulang.toLowerCase()}` : null,
        t.faskes_rujukan ? `ke ${t.faskes_rujukan}` : null,
        t.waktu_meninggal ? `pada ${formatTanggalWaktu(t.waktu_meninggal)}` : null,
        t.alasan ? `alasan: ${t.alasan}` : null,
      ]
        .filter(Boolean)
        .join(', '),
    );
  }

  dok.spasi(0.5).pastikanRuang(150);
  const y = doc.y;
  if (final && r.uid && !opsi.stempel) {
    const qr: Buffer = await bwip().toBuffer({
      bcid: 'qrcode',
      text: urlVerifikasiResume(opsi.asal, r.uid),
      scale: 3,
    });
    doc.image(qr, dok.kiri, y + 4, { width: 78, height: 78 });
    doc
      .fontSize(7.5)
      .fillColor('#444')
      .text('Pindai untuk memeriksa keaslian dokumen ini', dok.kiri, y + 86, { width: 120 });
    doc.fontSize(10).fillColor('#000');
    doc.y = y;
  }
  const pada = r.difinalkan_pada ? new Date(r.difinalkan_pada) : opsi.dicetakPada;
  dok.tandaTangan({
    tempatTanggal: `${opsi.kop?.kota ?? ''}${opsi.kop?.kota ? ', ' : ''}${tanggalSurat(pada)}`,
    jabatan: 'Dokter Penanggung Jawab Pelayanan',
    nama: r.penanda_tangan ?? '(..............................)',
    elektronik: opsi.stempel,
  });
  const kotak = dok.kotakTtd;
  return { pdf: await dok.selesai(), kotak };
}

import {
  formatAngka,
  formatAngkaMaks,
  formatTanggal,
  type IsiSuratJenis,
  type JenisKelamin,
  keDate,
  LABEL_CARA_PERSALINAN,
  LABEL_HASIL_BUTA_WARNA,
  LABEL_HASIL_URIN,
  LABEL_JENIS_KELAHIRAN,
  LABEL_JENIS_KELAMIN,
  LABEL_KEPERLUAN_SEHAT,
  LABEL_PARAMETER_NARKOBA,
  LABEL_PENOLONG_KELAHIRAN,
  LABEL_TEMPAT_MENINGGAL,
  lamaHari,
  PARAMETER_NARKOBA,
  parameterPositif,
  ringkasTandaVital,
  type Surat,
  type Temuan,
  terbilang,
  umurSurat,
} from '@rawat/domain';
import { type DokumenPdf, type SelTabel, tanggalSurat } from '../../platform/pdf/pdf.dokumen.ts';

// The body of each kind of letter, worded as Indonesian hospitals word them (docs/surat.md).
// surat.pdf.ts draws the letterhead, the title, the closing and the signature around it.

type Baris = [string, SelTabel][];

/** '2 November 2026' from 'YYYY-MM-DD'. */
const tgl = (iso: string) => tanggalSurat(keDate(iso));
const jam = (hhmm: string) => `${hhmm.replace(':', '.')} WIB`;

function subjudul(dok: DokumenPdf, teks: string) {
  dok.pastikanRuang(40);
  dok.doc.font('tebal').text(teks, dok.kiri, dok.doc.y, { width: dok.lebar });
  dok.doc.font('reguler').moveDown(0.3);
}

/** Who the letter is about; a certificate of work or fitness also names the occupation. */
function identitasPasien(dok: DokumenPdf, s: Surat, pekerjaan?: string | null) {
  const p = s.pasien;
  const baris: Baris = [
    ['Nama', p.nama],
    ['No. Rekam Medis', p.no_rm],
  ];
  if (p.nik) baris.push(['NIK', p.nik]);
  baris.push(
    ['Tanggal Lahir / Umur', `${tgl(p.tanggal_lahir)} / ${p.umur}`],
    ['Jenis Kelamin', LABEL_JENIS_KELAMIN[p.jenis_kelamin as JenisKelamin] ?? p.jenis_kelamin],
  );
  if (pekerjaan !== undefined) baris.push(['Pekerjaan', pekerjaan ?? p.pekerjaan ?? '-']);
  baris.push(['Alamat', p.alamat]);
  dok.identitas(baris);
}

/** The examination the certificate rests on; the diagnosis only with the patient's consent. */
function temuan(dok: DokumenPdf, t: Temuan, judul = 'Hasil pemeriksaan:') {
  const baris: Baris = [];
  const tv = ringkasTandaVital(t.tanda_vital);
  if (tv) baris.push(['Tanda Vital', tv]);
  if (t.pemeriksaan_fisik) baris.push(['Pemeriksaan Fisik', t.pemeriksaan_fisik]);
  if (t.cantumkan_diagnosis && t.diagnosis)
    baris.push(['Diagnosis', t.diagnosis_kode ? `${t.diagnosis} (${t.diagnosis_kode})` : t.diagnosis]);
  if (!baris.length) return;
  dok.paragraf(judul);
  dok.identitas(baris);
}

const keperluan = (dok: DokumenPdf, untuk: string | null) => {
  if (untuk) dok.paragraf(`Surat keterangan ini dibuat untuk keperluan: ${untuk}.`);
};

/** 'Yang bertanda tangan di bawah ini, dr. Andi, dokter pada RSU Rawat Sehat, menerangkan bahwa:'. */
function pembuka(dok: DokumenPdf, s: Surat, faskes: string) {
  const profesi = s.penanda.profesi === 'BIDAN' ? 'bidan' : 'dokter';
  dok.paragraf(
    `Yang bertanda tangan di bawah ini, ${s.penanda.nama}, ${profesi} pada ${faskes}, menerangkan bahwa:`,
  );
}

function tanggalPeriksa(s: Surat): string {
  return tgl(s.layanan?.tanggal ?? s.tanggal);
}

function sakit(dok: DokumenPdf, s: Surat, isi: IsiSuratJenis<'SAKIT'>, faskes: string) {
  pembuka(dok, s, faskes);
  identitasPasien(dok, s, isi.pekerjaan);
  const n = isi.lama_hari ?? lamaHari(isi.istirahat_dari, isi.istirahat_sampai) ?? 1;
  dok.paragraf(
    `Berdasarkan hasil pemeriksaan pada tanggal ${tanggalPeriksa(s)}, yang bersangkutan dalam keadaan sakit ` +
      `dan perlu beristirahat selama ${n} (${terbilang(n)}) hari, terhitung mulai tanggal ` +
      `${tgl(isi.istirahat_dari)} sampai dengan tanggal ${tgl(isi.istirahat_sampai)}.`,
  );
  temuan(dok, isi.temuan);
}

function sehat(dok: DokumenPdf, s: Surat, isi: IsiSuratJenis<'SEHAT'>, faskes: string) {
  pembuka(dok, s, faskes);
  identitasPasien(dok, s, isi.pekerjaan);
  temuan(
    dok,
    isi.temuan,
    `Telah dilakukan pemeriksaan kesehatan pada tanggal ${tanggalPeriksa(s)} dengan hasil:`,
  );
  dok.paragraf('Berdasarkan hasil pemeriksaan tersebut, yang bersangkutan dinyatakan:');
  dok.paragraf('SEHAT JASMANI', { rata: 'center', tebal: true, ukuran: 12 });
  if (isi.catatan) dok.paragraf(`Catatan: ${isi.catatan}`);
  const untuk = [LABEL_KEPERLUAN_SEHAT[isi.keperluan], isi.keperluan_rinci].filter(Boolean);
  keperluan(dok, isi.keperluan === 'LAINNYA' ? (isi.keperluan_rinci ?? null) : untuk.join(', '));
}

function dirawat(dok: DokumenPdf, s: Surat, isi: IsiSuratJenis<'DIRAWAT'>, faskes: string) {
  pembuka(dok, s, faskes);
  identitasPasien(dok, s);
  const ruang = isi.ruangan ? `, ruang ${isi.ruangan},` : '';
  const sampai = isi.tanggal_keluar
    ? ` sampai dengan tanggal ${tgl(isi.tanggal_keluar)}`
    : ' dan sampai surat ini dibuat masih dalam perawatan';
  dok.paragraf(
    `adalah benar pasien yang menjalani rawat inap di ${faskes}${ruang} sejak tanggal ${tgl(isi.tanggal_masuk)}${sampai}.`,
  );
  temuan(dok, isi.temuan);
  keperluan(dok, isi.keperluan);
}

function butaWarna(dok: DokumenPdf, s: Surat, isi: IsiSuratJenis<'BUTA_WARNA'>, faskes: string) {
  pembuka(dok, s, faskes);
  identitasPasien(dok, s);
  dok.paragraf(
    `Telah dilakukan pemeriksaan penglihatan warna dengan ${isi.metode} pada tanggal ${tanggalPeriksa(s)}, dengan hasil:`,
  );
  dok.paragraf(LABEL_HASIL_BUTA_WARNA[isi.hasil].toUpperCase(), { rata: 'center', tebal: true, ukuran: 12 });
  temuan(dok, isi.temuan, 'Pemeriksaan lain:');
  keperluan(dok, isi.keperluan);
}

function bebasNarkoba(dok: DokumenPdf, s: Surat, isi: IsiSuratJenis<'BEBAS_NARKOBA'>, faskes: string) {
  pembuka(dok, s, faskes);
  identitasPasien(dok, s);
  dok.paragraf(
    `Telah dilakukan pemeriksaan urine pada tanggal ${tgl(isi.tanggal_periksa)} dengan metode ${isi.metode}, dengan hasil sebagai berikut:`,
  );
  dok.tabel(
    [
      { judul: 'No', lebar: 0.6, rata: 'right' },
      { judul: 'Parameter', lebar: 5 },
      { judul: 'Hasil', lebar: 2 },
    ],
    PARAMETER_NARKOBA.map((p, i) => [i + 1, LABEL_PARAMETER_NARKOBA[p], LABEL_HASIL_URIN[isi.hasil_urin[p]]]),
  );
  temuan(dok, isi.temuan, 'Pemeriksaan fisik:');
  dok.paragraf(
    parameterPositif(isi.hasil_urin).length
      ? 'Hasil pemeriksaan menunjukkan hasil positif; surat keterangan bebas narkoba tidak dapat diterbitkan.'
      : 'Berdasarkan hasil pemeriksaan tersebut, yang bersangkutan dinyatakan TIDAK TERINDIKASI menggunakan ' +
          'narkotika, psikotropika dan zat adiktif lainnya (NAPZA) pada saat pemeriksaan.',
  );
  keperluan(dok, isi.keperluan);
}

function kematian(dok: DokumenPdf, s: Surat, isi: IsiSuratJenis<'KEMATIAN'>, faskes: string) {
  pembuka(dok, s, faskes);
  identitasPasien(dok, s);
  dok.paragraf('telah meninggal dunia pada:');
  const tempat = [LABEL_TEMPAT_MENINGGAL[isi.tempat_meninggal], isi.tempat_rinci].filter(Boolean).join(', ');
  dok.identitas([
    ['Hari, Tanggal', formatTanggal(isi.tanggal_meninggal)],
    ['Pukul', jam(isi.jam_meninggal)],
    ['Tempat', isi.tempat_meninggal === 'LAINNYA' ? (isi.tempat_rinci ?? '-') : tempat],
  ]);
  dok.paragraf('dengan sebab kematian:');
  const sebab: Baris = [['I a. Sebab langsung', isi.sebab_langsung]];
  if (isi.sebab_antara) sebab.push(['I b. Sebab antara', isi.sebab_antara]);
  if (isi.sebab_dasar)
    sebab.push([
      'I c. Sebab dasar',
      isi.sebab_dasar_kode ? `${isi.sebab_dasar} (${isi.sebab_dasar_kode})` : isi.sebab_dasar,
    ]);
  if (isi.kondisi_lain) sebab.push(['II. Kondisi lain', isi.kondisi_lain]);
  dok.identitas(sebab);
}

function kontrol(dok: DokumenPdf, s: Surat, isi: IsiSuratJenis<'KONTROL'>, faskes: string) {
  dok.paragraf(`Kepada Yth.\n${isi.dokter_nama ?? '-'}\n${isi.poli_nama ?? '-'}\ndi ${faskes}`, {
    rata: 'left',
  });
  dok.paragraf('Dengan hormat,');
  dok.paragraf('Mohon pemeriksaan dan penanganan lebih lanjut (kontrol) terhadap pasien:');
  identitasPasien(dok, s);
  const b = isi.bpjs;
  const baris: Baris = [
    ['Diagnosis', isi.diagnosis_kode ? `${isi.diagnosis} (${isi.diagnosis_kode})` : isi.diagnosis],
    ['Alasan Kontrol', isi.alasan],
  ];
  if (isi.rencana) baris.push(['Rencana Tindak Lanjut', isi.rencana]);
  baris.push(['Tanggal Kontrol', formatTanggal(isi.tanggal_kontrol)]);
  dok.identitas(baris);
  if (b) {
    subjudul(dok, 'Rencana Kontrol BPJS Kesehatan');
    dok.identitas(
      [
        ['No. Kartu', s.pasien.no_bpjs ?? s.layanan?.no_kartu ?? '-'],
        ['No. SEP', b.noSEP ?? '-'],
        ['Kode DPJP', b.kodeDokter ?? '-'],
        ['Poli Kontrol', b.poliKontrol ?? '-'],
        ['Tgl. Rencana Kontrol', b.tglRencanaKontrol ? tgl(b.tglRencanaKontrol) : '-'],
        ['No. Surat Kontrol', b.noSuratKontrol ?? 'Belum terbit dari BPJS'],
      ],
      { kolom: 2 },
    );
  }
}

function kelahiran(dok: DokumenPdf, s: Surat, isi: IsiSuratJenis<'KELAHIRAN'>) {
  const { bayi, ibu, ayah } = isi;
  dok.paragraf('Yang bertanda tangan di bawah ini menerangkan bahwa pada:');
  dok.identitas([
    ['Hari, Tanggal', formatTanggal(bayi.tanggal_lahir)],
    ['Pukul', jam(bayi.jam_lahir)],
    ['Tempat', bayi.tempat_lahir],
  ]);
  dok.paragraf('telah lahir seorang bayi:');
  const jenis =
    bayi.jenis_kelahiran === 'KEMBAR' && bayi.urutan_kembar
      ? `Kembar (anak ke-${bayi.urutan_kembar} dari kelahiran kembar)`
      : LABEL_JENIS_KELAHIRAN[bayi.jenis_kelahiran];
  dok.identitas([
    ['Nama Bayi', bayi.nama ?? '(belum diberi nama)'],
    ['Jenis Kelamin', LABEL_JENIS_KELAMIN[bayi.jenis_kelamin]],
    ['Jenis Kelahiran', jenis],
    ['Kelahiran Ke-', String(bayi.kelahiran_ke)],
    ...(bayi.cara_persalinan
      ? ([['Cara Persalinan', LABEL_CARA_PERSALINAN[bayi.cara_persalinan]]] satisfies Baris)
      : []),
    ['Berat Badan', `${formatAngka(bayi.berat_gram)} gram`],
    ['Panjang Badan', `${formatAngkaMaks(bayi.panjang_cm, 1)} cm`],
  ]);
  const umur = (o: typeof ibu | typeof ayah) =>
    o.tanggal_lahir
      ? `${tgl(o.tanggal_lahir)} / ${umurSurat(o.tanggal_lahir, bayi.tanggal_lahir)}`
      : o.umur
        ? `${o.umur} tahun`
        : '-';
  dok.paragraf('dari seorang ibu:');
  dok.identitas([
    ['Nama Ibu', ibu.nama],
    ['NIK', ibu.nik ?? '-'],
    ['Tanggal Lahir / Umur', umur(ibu)],
    ['Alamat', ibu.alamat ?? s.pasien.alamat],
  ]);
  dok.paragraf('dan ayah:');
  dok.identitas([
    ['Nama Ayah', ayah.nama ?? '-'],
    ['NIK', ayah.nik ?? '-'],
    ['Tanggal Lahir / Umur', umur(ayah)],
    ['Alamat', ayah.alamat ?? '-'],
  ]);
  dok.paragraf(
    `Kelahiran ditolong oleh ${LABEL_PENOLONG_KELAHIRAN[isi.penolong.jenis].toLowerCase()}: ${isi.penolong.nama}.`,
  );
}

/** The letter's body for its kind; `faskes` is the facility's name as the letter says it. */
export function tulisIsi(dok: DokumenPdf, s: Surat, faskes: string): void {
  const isi = s.isi;
  switch (isi.jenis) {
    case 'SAKIT':
      sakit(dok, s, isi, faskes);
      return;
    case 'SEHAT':
      sehat(dok, s, isi, faskes);
      return;
    case 'DIRAWAT':
      dirawat(dok, s, isi, faskes);
      return;
    case 'BUTA_WARNA':
      butaWarna(dok, s, isi, faskes);
      return;
    case 'BEBAS_NARKOBA':
      bebasNarkoba(dok, s, isi, faskes);
      return;
    case 'KEMATIAN':
      kematian(dok, s, isi, faskes);
      return;
    case 'KONTROL':
      kontrol(dok, s, isi, faskes);
      return;
    case 'KELAHIRAN':
      kelahiran(dok, s, isi);
      return;
  }
}

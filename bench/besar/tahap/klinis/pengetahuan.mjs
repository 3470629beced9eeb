// What each clinic sees and does, as an Indonesian general hospital's outpatient registers show it:
// the diagnoses by frequency (the RL 5.x top-ten lists of a type-B hospital), each with the
// complaint the nurse writes, the finding and plan the doctor writes, the secondary codes that go
// with it, and how often it brings a procedure, a lab test or an X-ray. Weights are relative within
// a clinic; chances are per 100 visits of that diagnosis.
//
// Row: [ICD-10, weight, vital profile, complaint, finding (doctor's O), plan, extras]
//   vital profile: normal | demam | ht | sesak | nyeri | anak (the child's numbers come from age)
//   extras: sek [[code, %]], tin [[procedure code, %, amount]], lab [template, %],
//   rad [exam, %, reading] (reading: the index in EKSPERTISE; the exam's readings in turn otherwise)

/** The consultation every finished visit is charged, by clinic (the doctor adds it at the end). */
/** The consultation every finished visit is charged, by clinic (the doctor adds it at the end). */
export const KONSULTASI = {
  UMUM: 'KON-UMUM',
  ANAK: 'KON-ANAK',
  INTERNA: 'KON-PD',
  JANTUNG: 'KON-JANTUNG',
  SARAF: 'KON-SARAF',
  MATA: 'KON-MATA',
  THT: 'KON-THT',
  GIGI: 'KON-GIGI',
  OBGYN: 'KON-OBG',
  BEDAH: 'KON-BEDAH',
  IGD: 'KON-IGD',
  HD: 'MED-HD',
};

/** Charged at every finished visit of the clinic besides the consultation. */
export const TETAP = { IGD: ['KEP-TRIASE'] };

// biome-ignore format: one diagnosis per line reads as the table it is
export const DIAGNOSIS = {
  UMUM: [
    ['J06.9', 20, 'demam', 'Batuk pilek, demam', 'Faring hiperemis, tonsil T1–T1 tidak hiperemis', 'Terapi simtomatik, banyak minum, istirahat', { tin: [['KEP-NEBU', 4, 1]], lab: ['DL', 6] }],
    ['I10', 12, 'ht', 'Pusing, tengkuk terasa berat', 'Tidak ada edema tungkai', 'Antihipertensi lanjut, diet rendah garam, kontrol 1 bulan', { sek: [['E78.5', 15]], lab: ['HT', 8], tin: [['MED-EKG', 5, 1]] }],
    ['K30', 10, 'normal', 'Nyeri ulu hati, mual', 'Nyeri tekan epigastrium', 'Antasida, PPI, makan teratur', {}],
    ['K29.7', 8, 'nyeri', 'Perih di ulu hati setelah makan', 'Nyeri tekan epigastrium', 'PPI 2 minggu, hindari makanan pedas dan asam', {}],
    ['A09.9', 8, 'demam', 'Mencret lebih dari 5 kali sehari', 'Bising usus meningkat, turgor cukup', 'Oralit, zinc, diet lunak', { tin: [['KEP-INFUS', 6, 1]], lab: ['DL', 10] }],
    ['E11.9', 6, 'normal', 'Kontrol gula darah, sering haus', 'Tidak ada luka pada kaki', 'Metformin lanjut, diet DM, olahraga teratur', { sek: [['I10', 30], ['E78.5', 15]], lab: ['GULA', 45] }],
    ['M79.1', 6, 'nyeri', 'Pegal-pegal seluruh badan', 'Nyeri tekan otot bahu dan punggung', 'Analgetik, kompres hangat', {}],
    ['A01.0', 5, 'demam', 'Demam naik turun sejak seminggu', 'Lidah kotor, nyeri tekan epigastrium', 'Antibiotik, tirah baring, diet lunak', { lab: ['TIFOID', 70] }],
    ['J00', 5, 'normal', 'Pilek dan bersin-bersin', 'Mukosa hidung hiperemis', 'Dekongestan, istirahat', {}],
    ['R50.9', 4, 'demam', 'Demam sejak dua hari', 'Tidak ditemukan fokus infeksi', 'Antipiretik, observasi demam, kontrol bila > 3 hari', { lab: ['DL', 30] }],
    ['N39.0', 4, 'demam', 'Nyeri saat berkemih, anyang-anyangan', 'Nyeri ketok CVA negatif, nyeri suprapubik', 'Antibiotik 5 hari, banyak minum air putih', { lab: ['UA', 60] }],
    ['M54.5', 4, 'nyeri', 'Nyeri pinggang bawah', 'Laseque negatif, nyeri tekan paravertebra lumbal', 'Analgetik, koreksi posisi kerja', {}],
    ['A91', 3, 'demam', 'Demam tinggi tiga hari, nyeri otot', 'Rumple leede positif, petekie di lengan', 'Rawat jalan dengan pemantauan trombosit, banyak minum', { lab: ['DBD', 90] }],
    ['L30.9', 3, 'normal', 'Gatal dan kemerahan di kulit', 'Makula eritema berbatas tidak tegas', 'Antihistamin, salep kortikosteroid', {}],
    ['S61.0', 2, 'nyeri', 'Luka sayat di jari tangan', 'Vulnus scissum 2 cm di digiti II', 'Jahit luka, rawat luka, kontrol 3 hari', { tin: [['OPK-HECT-5', 80, 1], ['KEP-INJ-IM', 60, 1]] }],
    ['Z00.0', 2, 'normal', 'Pemeriksaan kesehatan untuk surat keterangan sehat', 'Dalam batas normal', 'Surat keterangan sehat diberikan', { tin: [['MED-KIR', 100, 1]] }],
  ],
  ANAK: [
    ['J06.9', 30, 'anak', 'Batuk pilek dan demam', 'Faring hiperemis', 'Parasetamol sirup, banyak minum, kontrol bila sesak', { tin: [['KEP-NEBU', 8, 1]] }],
    ['A09.9', 15, 'anak', 'Mencret dan muntah', 'Turgor kembali cepat, mata tidak cekung', 'Oralit, zinc 10 hari, ASI/makan diteruskan', { lab: ['DL', 10] }],
    ['R50.9', 8, 'anak', 'Demam sejak dua hari', 'Tidak ditemukan fokus infeksi', 'Antipiretik, kontrol bila demam > 3 hari', { lab: ['DL', 25] }],
    ['A01.0', 6, 'anak', 'Demam lebih dari seminggu', 'Lidah kotor, hepatomegali ringan', 'Antibiotik, diet lunak', { lab: ['TIFOID', 70] }],
    ['A91', 5, 'anak', 'Demam tinggi dan bintik merah', 'Petekie, uji torniket positif', 'Pemantauan trombosit harian, cairan cukup', { lab: ['DBD', 90] }],
    ['J18.9', 5, 'anak', 'Batuk dan sesak napas', 'Ronki basah halus kedua lapang paru', 'Antibiotik, nebulisasi, kontrol 3 hari', { tin: [['KEP-NEBU', 60, 1]], lab: ['DL', 50], rad: ['DX-THORAX-APL', 40, 0] }],
    ['J02.9', 5, 'anak', 'Nyeri menelan dan demam', 'Faring hiperemis, tonsil T2–T2', 'Antibiotik, antipiretik', {}],
    ['Z00.1', 5, 'anak', 'Kontrol tumbuh kembang dan imunisasi', 'Tumbuh kembang sesuai usia', 'Imunisasi sesuai jadwal, KMS diisi', { tin: [['KEP-INJ-IM', 70, 1]] }],
    ['J45.9', 4, 'anak', 'Sesak napas dan mengi', 'Wheezing ekspirasi kedua lapang paru', 'Nebulisasi bronkodilator, hindari pencetus', { tin: [['KEP-NEBU', 90, 1]] }],
    ['L20.9', 3, 'anak', 'Gatal dan kulit kering kemerahan', 'Lesi eritema dan skuama di lipatan', 'Emolien, kortikosteroid topikal ringan', {}],
    ['B86', 2, 'anak', 'Gatal terutama malam hari', 'Papul dan terowongan di sela jari', 'Permetrin krim, obati seluruh anggota keluarga', {}],
    ['E44.0', 2, 'anak', 'Berat badan tidak naik', 'BB/TB di bawah -2 SD', 'Konseling gizi, PMT, kontrol 2 minggu', { tin: [['KON-GIZI', 60, 1]], lab: ['DL', 30] }],
  ],
  INTERNA: [
    ['I10', 20, 'ht', 'Kontrol darah tinggi, kepala pusing', 'Tidak ada edema, ronki tidak ada', 'Amlodipin lanjut, diet rendah garam', { sek: [['E78.5', 20], ['E11.9', 15]], lab: ['HT', 15], tin: [['MED-EKG', 8, 1]] }],
    ['E11.9', 18, 'normal', 'Kontrol gula darah', 'Sensibilitas kaki baik, tidak ada ulkus', 'Metformin dan glimepirid lanjut, edukasi diet DM', { sek: [['I10', 35], ['E78.5', 20]], lab: ['DM', 55] }],
    ['E78.5', 6, 'normal', 'Kontrol kolesterol', 'Dalam batas normal', 'Simvastatin, diet rendah lemak', { lab: ['LIPID', 60] }],
    ['K30', 6, 'normal', 'Kembung dan nyeri ulu hati', 'Nyeri tekan epigastrium', 'PPI, prokinetik', {}],
    ['K29.7', 6, 'nyeri', 'Nyeri ulu hati berulang', 'Nyeri tekan epigastrium', 'PPI 4 minggu, kontrol', {}],
    ['A01.0', 5, 'demam', 'Demam seminggu, mual', 'Lidah kotor, nyeri tekan epigastrium', 'Antibiotik, tirah baring', { lab: ['TIFOID', 70] }],
    ['A15.0', 4, 'demam', 'Batuk lebih dari dua minggu, keringat malam', 'Ronki di apeks paru kanan', 'OAT kategori 1 fase intensif, kontrol 2 minggu', { lab: ['TB', 60], rad: ['DX-THORAX-PA', 70, 3] }],
    ['I25.9', 3, 'normal', 'Kadang nyeri dada saat aktivitas', 'Bunyi jantung I–II reguler', 'Aspirin, statin, rujuk poli jantung bila memberat', { sek: [['I10', 50]], tin: [['MED-EKG', 60, 1]] }],
    ['K76.0', 3, 'normal', 'Perut kanan atas terasa penuh', 'Hepar tidak teraba', 'Diet, turunkan berat badan', { lab: ['HATI', 60], rad: ['US-ABDOMEN', 40, 0] }],
    ['D64.9', 3, 'normal', 'Lemas dan mudah lelah', 'Konjungtiva anemis', 'Suplemen besi, cari penyebab anemia', { lab: ['DL', 90] }],
    ['N39.0', 3, 'demam', 'Nyeri saat berkemih', 'Nyeri suprapubik', 'Antibiotik, banyak minum', { lab: ['UA', 60] }],
    ['E05.9', 2, 'normal', 'Berdebar dan berat badan turun', 'Tremor halus, struma difus', 'Antitiroid, kontrol 1 bulan', {}],
    ['J18.9', 2, 'sesak', 'Batuk berdahak dan sesak', 'Ronki basah kasar paru kanan', 'Antibiotik oral, kontrol 3 hari', { lab: ['DL', 70], rad: ['DX-THORAX-PA', 80, 0] }],
  ],
  JANTUNG: [
    ['I10', 20, 'ht', 'Kontrol tekanan darah', 'Bunyi jantung I–II reguler, tidak ada murmur', 'Antihipertensi lanjut', { sek: [['E78.5', 20]], tin: [['MED-EKG', 20, 1]] }],
    ['I11.9', 15, 'ht', 'Sesak bila naik tangga', 'Iktus kordis bergeser ke lateral', 'ACE inhibitor, beta bloker', { tin: [['MED-EKG', 40, 1], ['MED-ECHO', 10, 1]], lab: ['HT', 20] }],
    ['I25.9', 15, 'normal', 'Nyeri dada kiri saat aktivitas', 'Bunyi jantung reguler', 'Aspirin, nitrat, statin', { sek: [['I10', 50], ['E78.5', 30]], tin: [['MED-EKG', 60, 1], ['MED-TREADMILL', 8, 1]], lab: ['LIPID', 25] }],
    ['I50.0', 10, 'sesak', 'Sesak napas dan kaki bengkak', 'JVP meningkat, edema pretibial', 'Diuretik, restriksi cairan', { sek: [['I10', 40]], tin: [['MED-EKG', 60, 1], ['MED-ECHO', 20, 1]], lab: ['GINJAL', 40], rad: ['DX-THORAX-PA', 50, 2] }],
    ['I20.9', 10, 'nyeri', 'Nyeri dada menjalar ke lengan kiri', 'Bunyi jantung reguler', 'Anti angina, rencana treadmill', { tin: [['MED-EKG', 80, 1]], lab: ['JANTUNG', 30] }],
    ['I48', 6, 'normal', 'Berdebar-debar', 'Irama tidak teratur', 'Kontrol laju, antikoagulan', { tin: [['MED-EKG', 90, 1]] }],
    ['E78.5', 5, 'normal', 'Kontrol kolesterol', 'Dalam batas normal', 'Statin dosis sedang', { lab: ['LIPID', 70] }],
  ],
  SARAF: [
    ['G44.2', 12, 'normal', 'Sakit kepala seperti diikat', 'Pemeriksaan neurologis dalam batas normal', 'Analgetik, manajemen stres', {}],
    ['I63.9', 12, 'ht', 'Kontrol pasca stroke, lengan kanan lemah', 'Hemiparesis dekstra, kekuatan 4', 'Antiplatelet, fisioterapi, kontrol tekanan darah', { sek: [['I10', 60], ['E11.9', 20]], lab: ['LIPID', 20] }],
    ['G43.9', 12, 'normal', 'Sakit kepala sebelah berdenyut', 'Pemeriksaan neurologis dalam batas normal', 'Analgetik, hindari pencetus', {}],
    ['R42', 10, 'normal', 'Pusing berputar', 'Nistagmus horizontal, Romberg negatif', 'Betahistin, manuver Epley', {}],
    ['R51', 10, 'normal', 'Sakit kepala', 'Pemeriksaan neurologis dalam batas normal', 'Analgetik', {}],
    ['G40.9', 8, 'normal', 'Kontrol kejang', 'Pemeriksaan neurologis dalam batas normal', 'Antikonvulsan lanjut', { tin: [['MED-EEG', 10, 1]] }],
    ['M54.5', 8, 'nyeri', 'Nyeri pinggang menjalar ke tungkai', 'Laseque positif 45 derajat kanan', 'Analgetik, fisioterapi', { rad: ['DX-LUMBOSAKRAL', 25] }],
    ['G56.0', 6, 'normal', 'Kesemutan di jari tangan', 'Tinel dan Phalen positif', 'Bidai malam, vitamin neurotropik', {}],
    ['G51.0', 5, 'normal', 'Wajah mencong sebelah', 'Parese N. VII perifer kiri', 'Kortikosteroid, fisioterapi wajah', {}],
    ['G62.9', 5, 'normal', 'Kaki kesemutan dan kebas', 'Hipestesi stocking', 'Vitamin neurotropik, kontrol gula darah', { sek: [['E11.9', 50]], lab: ['GULA', 40] }],
  ],
  MATA: [
    ['H52.1', 15, 'normal', 'Penglihatan jauh kabur', 'Visus 6/18, membaik dengan pinhole', 'Resep kacamata', { tin: [['MED-VISUS', 90, 1]] }],
    ['H10.9', 15, 'normal', 'Mata merah dan berair', 'Injeksi konjungtiva', 'Tetes mata antibiotik', {}],
    ['H25.9', 15, 'normal', 'Penglihatan kabur seperti berasap', 'Lensa keruh, visus 1/60', 'Rencana operasi katarak', { tin: [['MED-VISUS', 80, 1], ['MED-TONO', 40, 1]] }],
    ['H52.4', 10, 'normal', 'Sulit membaca dekat', 'Visus dekat menurun', 'Resep kacamata baca', { tin: [['MED-VISUS', 90, 1]] }],
    ['H11.0', 8, 'normal', 'Ada selaput di mata', 'Pterigium grade II nasal', 'Tetes mata, rencana eksisi', {}],
    ['H00.0', 6, 'nyeri', 'Benjolan di kelopak mata', 'Hordeolum palpebra superior', 'Kompres hangat, salep antibiotik', {}],
    ['H40.9', 5, 'normal', 'Kontrol glaukoma', 'TIO meningkat', 'Tetes mata penurun TIO', { tin: [['MED-TONO', 90, 1], ['MED-FUNDUS', 40, 1]] }],
    ['H04.1', 5, 'normal', 'Mata terasa kering dan berpasir', 'Schirmer menurun', 'Air mata buatan', {}],
  ],
  THT: [
    ['H61.2', 15, 'normal', 'Telinga terasa penuh', 'Serumen obturans', 'Ekstraksi serumen', { tin: [['MED-SERUMEN', 85, 1]] }],
    ['J30.4', 12, 'normal', 'Bersin-bersin pagi hari', 'Konka edema livide', 'Antihistamin, semprot hidung', {}],
    ['H65.9', 10, 'normal', 'Telinga sakit dan berdengung', 'Membran timpani hiperemis', 'Dekongestan, antibiotik', {}],
    ['J02.9', 10, 'demam', 'Nyeri menelan', 'Faring hiperemis', 'Antibiotik, kumur antiseptik', {}],
    ['J32.9', 8, 'normal', 'Hidung tersumbat dan ingus kental', 'Sekret mukopurulen di meatus medius', 'Antibiotik, cuci hidung', { rad: ['DX-SPN', 30] }],
    ['J35.0', 8, 'normal', 'Sering nyeri menelan berulang', 'Tonsil T3–T3 kripte melebar', 'Rencana tonsilektomi', {}],
    ['H66.9', 6, 'normal', 'Keluar cairan dari telinga', 'Perforasi membran timpani sentral', 'Tetes telinga antibiotik, jaga telinga kering', {}],
    ['H91.9', 5, 'normal', 'Pendengaran berkurang', 'Tes bisik menurun', 'Audiometri, alat bantu dengar', { tin: [['MED-AUDIO', 70, 1]] }],
    ['R04.0', 4, 'normal', 'Mimisan', 'Perdarahan pleksus Kiesselbach', 'Tampon anterior, kontrol 2 hari', { tin: [['MED-TAMPON', 70, 1]] }],
  ],
  GIGI: [
    ['K02.1', 25, 'normal', 'Gigi berlubang dan ngilu', 'Karies dentin gigi 36', 'Tumpatan', { tin: [['GIG-TUMPAT-K', 55, 1], ['GIG-TUMPAT-G', 35, 1]] }],
    ['K04.0', 15, 'nyeri', 'Gigi sakit berdenyut', 'Pulpitis gigi 46, perkusi positif', 'Perawatan saluran akar', { tin: [['GIG-PSA', 70, 1]] }],
    ['K03.6', 12, 'normal', 'Karang gigi dan gusi berdarah', 'Kalkulus supragingiva', 'Scaling', { tin: [['GIG-SCALING', 90, 2]] }],
    ['K05.1', 10, 'normal', 'Gusi bengkak dan berdarah', 'Gingiva hiperemis dan edema', 'Scaling, obat kumur', { tin: [['GIG-SCALING', 60, 1]] }],
    ['K04.7', 8, 'nyeri', 'Pipi bengkak dan gigi sakit', 'Abses periapikal gigi 37', 'Insisi abses, antibiotik', { tin: [['GIG-INSISI', 50, 1], ['GIG-CABUT-K', 30, 1]] }],
    ['K01.1', 8, 'nyeri', 'Gigi geraham bungsu sakit', 'Gigi 38 impaksi mesioangular', 'Rencana odontektomi', { rad: ['PX-PANORAMIK', 70] }],
    ['K02.9', 6, 'normal', 'Gigi goyang dan berlubang besar', 'Sisa akar gigi 14', 'Pencabutan', { tin: [['GIG-CABUT-P', 85, 1]] }],
  ],
  OBGYN: [
    ['Z34.9', 25, 'normal', 'Periksa kehamilan rutin', 'TFU sesuai usia kehamilan, DJJ 140x/menit', 'Tablet tambah darah, kontrol 4 minggu', { lab: ['ANC', 20], rad: ['US-OBSTETRI', 35] }],
    ['Z35.9', 8, 'ht', 'Periksa kehamilan, riwayat keguguran', 'TFU sesuai usia kehamilan, DJJ positif', 'Kontrol 2 minggu, pantau tekanan darah', { lab: ['ANC', 30], rad: ['US-OBSTETRI', 50], tin: [['KEB-CTG', 20, 1]] }],
    ['Z30.1', 8, 'normal', 'Ingin pasang KB', 'Tidak ada tanda infeksi genital', 'Pemasangan kontrasepsi', { tin: [['KEB-IUD', 50, 1], ['KEB-IMPLAN', 40, 1]] }],
    ['O21.0', 5, 'normal', 'Mual muntah pada hamil muda', 'Turgor baik', 'Antiemetik, makan sedikit tapi sering', { lab: ['UA', 30] }],
    ['N92.0', 5, 'normal', 'Haid banyak dan lama', 'Portio licin', 'Asam traneksamat, USG', { lab: ['HB', 60], rad: ['US-OBSTETRI', 40] }],
    ['N94.6', 5, 'nyeri', 'Nyeri haid', 'Dalam batas normal', 'Analgetik', {}],
    ['D25.9', 5, 'normal', 'Perut bawah terasa ada benjolan', 'Uterus membesar, konsistensi padat', 'USG, rencana miomektomi', { rad: ['US-OBSTETRI', 80], lab: ['DL', 40] }],
    ['N76.0', 5, 'normal', 'Keputihan dan gatal', 'Duh tubuh vagina keputihan', 'Antijamur/antibiotik vaginal', {}],
  ],
  BEDAH: [
    ['L02.9', 10, 'nyeri', 'Benjolan bernanah', 'Abses dengan fluktuasi', 'Insisi dan drainase, antibiotik', { tin: [['OPK-INSISI', 80, 1]] }],
    ['D17.9', 8, 'normal', 'Benjolan di punggung', 'Massa kenyal, mobile, batas tegas', 'Ekstirpasi', { tin: [['OPK-EKSTIRPASI', 50, 1]] }],
    ['K40.9', 8, 'normal', 'Benjolan di lipat paha', 'Hernia reponibel', 'Rencana herniorafi', { lab: ['PRAOP', 40] }],
    ['N40', 8, 'normal', 'Sulit buang air kecil, pancaran lemah', 'Colok dubur: prostat membesar', 'Alfa bloker, rencana USG', { rad: ['US-ABDOMEN', 30], lab: ['GINJAL', 30] }],
    ['T14.1', 8, 'nyeri', 'Kontrol luka', 'Luka bersih, tidak ada tanda infeksi', 'Rawat luka, angkat jahitan', { tin: [['KEP-AFF-HECT', 60, 1]] }],
    ['I84.9', 6, 'normal', 'BAB berdarah dan ada benjolan', 'Hemoroid interna grade II', 'Laksatif, diet tinggi serat', {}],
    ['K80.2', 5, 'nyeri', 'Nyeri perut kanan atas', 'Murphy sign positif', 'Rencana kolesistektomi', { rad: ['US-ABDOMEN', 80, 1], lab: ['HATI', 40] }],
    ['N20.0', 6, 'nyeri', 'Nyeri pinggang hilang timbul', 'Nyeri ketok CVA kanan', 'Analgetik, banyak minum', { rad: ['DX-BNO', 50], lab: ['UA', 50] }],
    ['L72.1', 5, 'normal', 'Benjolan di kulit kepala', 'Kista dengan punctum', 'Eksisi', { tin: [['OPK-EKSTIRPASI', 50, 1]] }],
  ],
  IGD: [
    ['A09.9', 10, 'demam', 'Mencret dan muntah berkali-kali', 'Turgor menurun, bising usus meningkat', 'Rehidrasi cairan intravena, observasi', { tin: [['KEP-INFUS', 70, 1], ['KEP-INJ-IV', 50, 1]], lab: ['DL', 40] }],
    ['R10.4', 8, 'nyeri', 'Nyeri perut', 'Nyeri tekan abdomen, defans tidak ada', 'Analgetik injeksi, observasi', { tin: [['KEP-INJ-IV', 70, 1]], lab: ['DL', 30] }],
    ['T14.1', 8, 'nyeri', 'Luka robek karena terjatuh', 'Vulnus laceratum 4 cm', 'Hecting, ATS, rawat luka', { tin: [['OPK-HECT-5', 70, 1], ['OPK-HECT-10', 20, 1], ['KEP-INJ-IM', 60, 1]] }],
    ['K30', 6, 'nyeri', 'Nyeri ulu hati hebat', 'Nyeri tekan epigastrium', 'PPI injeksi, antasida', { tin: [['KEP-INJ-IV', 80, 1]] }],
    ['A91', 6, 'demam', 'Demam tinggi empat hari', 'Petekie, akral hangat', 'Cairan intravena, pantau trombosit', { tin: [['KEP-INFUS', 80, 1]], lab: ['DBD', 95] }],
    ['R50.9', 6, 'demam', 'Demam tinggi', 'Tidak ditemukan fokus infeksi', 'Antipiretik, observasi', { lab: ['DL', 40] }],
    ['I10', 5, 'ht', 'Kepala sakit hebat, tekanan darah tinggi', 'Tidak ada defisit neurologis', 'Antihipertensi oral, observasi 2 jam', { tin: [['MED-EKG', 50, 1], ['KEP-OBS', 40, 1]] }],
    ['J18.9', 5, 'sesak', 'Sesak napas dan demam', 'Ronki basah kedua basal paru', 'Oksigen, antibiotik, rawat inap', { tin: [['KEP-O2', 70, 2], ['KEP-NEBU', 40, 1]], lab: ['DL', 80], rad: ['DX-THORAX-PA', 80, 0] }],
    ['J45.9', 4, 'sesak', 'Sesak napas berbunyi', 'Wheezing ekspirasi', 'Nebulisasi bronkodilator, kortikosteroid', { tin: [['KEP-NEBU', 95, 2]] }],
    ['S06.0', 4, 'nyeri', 'Kepala terbentur, sempat pingsan', 'GCS 15, tidak ada lateralisasi', 'Observasi tanda neurologis 6 jam', { tin: [['KEP-OBS', 60, 1]], rad: ['CT-KEPALA', 30, 1] }],
    ['A01.0', 4, 'demam', 'Demam seminggu dan lemas', 'Lidah kotor', 'Cairan intravena, antibiotik', { tin: [['KEP-INFUS', 60, 1]], lab: ['TIFOID', 80] }],
    ['N20.0', 3, 'nyeri', 'Nyeri pinggang hebat', 'Nyeri ketok CVA kiri', 'Analgetik injeksi', { tin: [['KEP-INJ-IV', 90, 1]], lab: ['UA', 60], rad: ['DX-BNO', 40] }],
    ['I63.9', 3, 'ht', 'Tiba-tiba lemah separuh badan', 'Hemiparesis sinistra, GCS 14', 'CT scan kepala, rawat inap stroke', { lab: ['DL', 80], rad: ['CT-KEPALA', 85, 0], tin: [['MED-EKG', 70, 1]] }],
    ['I21.9', 3, 'nyeri', 'Nyeri dada kiri hebat, keringat dingin', 'Akral dingin, bunyi jantung reguler', 'Oksigen, aspirin, nitrat, rawat ICCU', { tin: [['MED-EKG', 100, 1], ['KEP-O2', 80, 2]], lab: ['JANTUNG', 90] }],
    ['R55', 3, 'normal', 'Pingsan di rumah', 'Dalam batas normal', 'Observasi, cek gula darah', { lab: ['GULA', 70], tin: [['MED-EKG', 60, 1]] }],
    ['E11.9', 3, 'normal', 'Lemas, gula darah tinggi', 'Akral hangat', 'Insulin sesuai protokol', { lab: ['GULA', 95] }],
  ],
  HD: [
    ['Z49.1', 100, 'ht', 'Jadwal cuci darah rutin', 'Edema pretibial minimal, akses AV fistula baik', 'HD rutin 2x seminggu, restriksi cairan', { sek: [['N18.5', 100], ['I12.0', 50], ['D63.8', 40]], lab: ['HD', 12], tin: [['KON-PD', 25, 1]] }],
  ],
  RANAP: [
    ['A91', 12, 'demam', 'Demam tinggi dan lemas', 'Petekie, hepar teraba 2 jari', 'Cairan intravena, pantau trombosit tiap 12 jam', { lab: ['DBD', 95] }],
    ['A01.0', 10, 'demam', 'Demam lebih dari seminggu', 'Lidah kotor, nyeri tekan epigastrium', 'Antibiotik intravena, diet lunak', { lab: ['TIFOID', 80] }],
    ['J18.9', 10, 'sesak', 'Sesak napas dan batuk berdahak', 'Ronki basah kedua paru', 'Antibiotik intravena, oksigen', { lab: ['DL', 90], rad: ['DX-THORAX-PA', 90, 0] }],
    ['A09.9', 8, 'demam', 'Diare dan muntah', 'Turgor menurun', 'Rehidrasi intravena', { lab: ['ELEKTROLIT', 60] }],
    ['I63.9', 6, 'ht', 'Lemah separuh badan', 'Hemiparesis, disartria', 'Antiplatelet, neuroprotektor, fisioterapi', { sek: [['I10', 70]], lab: ['LIPID', 60], rad: ['CT-KEPALA', 90, 0] }],
    ['E11.9', 5, 'normal', 'Gula darah tidak terkontrol', 'Akral hangat', 'Regulasi insulin', { sek: [['I10', 40]], lab: ['DM', 80] }],
    ['I50.0', 5, 'sesak', 'Sesak bertambah, kaki bengkak', 'Ronki basah basal, edema tungkai', 'Diuretik intravena, restriksi cairan', { lab: ['GINJAL', 80], rad: ['DX-THORAX-PA', 80, 2] }],
    ['N39.0', 4, 'demam', 'Demam dan nyeri berkemih', 'Nyeri ketok CVA', 'Antibiotik intravena', { lab: ['UA', 90] }],
    ['K35.8', 4, 'nyeri', 'Nyeri perut kanan bawah', 'McBurney positif', 'Apendektomi', { lab: ['PRAOP', 90], tin: [['OPS-APENDEKTOMI', 90, 1]] }],
    ['D64.9', 3, 'normal', 'Lemas dan pucat', 'Konjungtiva anemis', 'Transfusi PRC', { lab: ['DL', 95], tin: [['MED-TRANSFUSI', 80, 2]] }],
    ['K92.2', 3, 'normal', 'BAB hitam', 'Anemis, nyeri tekan epigastrium', 'PPI intravena, transfusi bila perlu', { lab: ['DL', 95] }],
    ['A15.0', 3, 'sesak', 'Batuk darah', 'Ronki apeks paru', 'OAT, isolasi', { lab: ['TB', 80], rad: ['DX-THORAX-PA', 95, 3] }],
    ['K29.7', 3, 'nyeri', 'Nyeri ulu hati hebat dan muntah', 'Nyeri tekan epigastrium', 'PPI intravena, diet lunak', {}],
    ['A41.9', 2, 'demam', 'Demam tinggi, lemas dan gelisah', 'Akral dingin, takikardia', 'Antibiotik spektrum luas, resusitasi cairan', { lab: ['DL', 95] }],
    ['E86', 2, 'normal', 'Lemas dan tidak bisa makan minum', 'Turgor menurun, mukosa kering', 'Rehidrasi intravena', { lab: ['ELEKTROLIT', 80] }],
    ['N18.5', 2, 'sesak', 'Sesak dan bengkak seluruh badan', 'Edema anasarka, ronki basal', 'Hemodialisis cito, restriksi cairan', { lab: ['HD', 95], tin: [['MED-HD', 80, 1]] }],
    ['J44.1', 2, 'sesak', 'Sesak bertambah dan batuk berdahak', 'Wheezing dan ronki kedua paru', 'Nebulisasi, kortikosteroid, antibiotik', { tin: [['KEP-NEBU', 90, 3]], rad: ['DX-THORAX-PA', 70, 1] }],
    ['A90', 2, 'demam', 'Demam tinggi dan nyeri sendi', 'Ruam makulopapular', 'Cairan, antipiretik, pantau trombosit', { lab: ['DBD', 95] }],
    ['K80.2', 2, 'nyeri', 'Nyeri perut kanan atas', 'Murphy sign positif', 'Kolesistektomi laparoskopik', { lab: ['PRAOP', 90], rad: ['US-ABDOMEN', 90, 1], tin: [['OPX-LAP-KOLE', 80, 1]] }],
    ['K56.6', 1, 'nyeri', 'Perut kembung, tidak bisa buang angin', 'Distensi, bising usus meningkat', 'Dekompresi NGT, laparotomi', { lab: ['PRAOP', 90], tin: [['OPB-LAPAROTOMI', 60, 1]] }],
    ['S72.0', 1, 'nyeri', 'Nyeri pangkal paha setelah jatuh', 'Tungkai eksorotasi dan memendek', 'ORIF', { lab: ['PRAOP', 90], tin: [['OPB-ORIF', 85, 1]] }],
    ['S06.0', 1, 'nyeri', 'Nyeri kepala setelah kecelakaan', 'GCS 14, tidak ada lateralisasi', 'Observasi neurologis, analgetik', { rad: ['CT-KEPALA', 90, 1] }],
    ['I21.9', 2, 'nyeri', 'Nyeri dada kiri menjalar', 'Akral dingin, ronki tidak ada', 'Dual antiplatelet, antikoagulan, rawat ICCU', { lab: ['JANTUNG', 95], tin: [['MED-EKG', 100, 2]] }],
    ['I10', 2, 'ht', 'Sakit kepala hebat, tekanan darah tinggi', 'Tidak ada defisit neurologis', 'Antihipertensi intravena lalu oral', { lab: ['HT', 80] }],
    ['O80.0', 3, 'normal', 'Kenceng-kenceng teratur', 'Pembukaan lengkap, DJJ 140x/menit', 'Persalinan normal', { lab: ['ANC', 60], tin: [['KEB-PN', 100, 1]] }],
    ['O80.9', 1, 'normal', 'Mules ingin melahirkan', 'Pembukaan 6 cm, DJJ positif', 'Persalinan normal', { lab: ['ANC', 60], tin: [['KEB-PN', 100, 1]] }],
    ['O82.9', 2, 'normal', 'Hamil cukup bulan, rencana operasi', 'Riwayat seksio sebelumnya', 'Seksio sesarea', { lab: ['PRAOP', 95], tin: [['OPB-SC', 100, 1]] }],
    ['J45.9', 1, 'sesak', 'Sesak napas berbunyi', 'Wheezing ekspirasi', 'Nebulisasi, kortikosteroid intravena', { tin: [['KEP-NEBU', 95, 3]] }],
  ],
};

/** The lab templates: what is ordered, and which results lean which way (L/H or an option). */
// biome-ignore format: one template per line
export const LAB = {
  DL: { item: ['PKT-DL'] },
  DBD: { item: ['PKT-DBD'], arah: { TROMBO: 'L', HT: 'H', NS1: ['Positif', 60], 'DEN-IGM': ['Positif', 40] } },
  TIFOID: { item: ['PKT-DL', 'WIDAL'], arah: { LEUKO: 'L' } },
  GULA: { item: ['GDS'], arah: { GDS: 'H' } },
  DM: { item: ['GDP', 'GD2PP', 'HBA1C'], arah: { GDP: 'H', GD2PP: 'H', HBA1C: 'H' } },
  LIPID: { item: ['PKT-LIPID'], arah: { CHOL: 'H', LDL: 'H', TG: 'H' } },
  GINJAL: { item: ['PKT-GINJAL'] },
  HT: { item: ['PKT-GINJAL', 'PKT-LIPID'], arah: { CHOL: 'H' } },
  HATI: { item: ['PKT-HATI'], arah: { SGPT: 'H' } },
  UA: { item: ['PROT-U', 'GLU-U', 'PH-U', 'BJ-U'], arah: { 'PROT-U': ['+1', 40] } },
  ANC: { item: ['HB', 'GOLDA', 'RH', 'HBSAG', 'HIV', 'PROT-U', 'GLU-U'] },
  HD: { item: ['HB', 'UREUM', 'KREA', 'K', 'NA'], arah: { HB: 'L', UREUM: 'H', KREA: 'H' } },
  JANTUNG: { item: ['TROP-I', 'PKT-LIPID'], arah: { 'TROP-I': 'H' } },
  TB: { item: ['BTA', 'LED'], arah: { BTA: ['+1', 50], LED: 'H' } },
  HB: { item: ['HB'], arah: { HB: 'L' } },
  PRAOP: { item: ['PKT-DL', 'PT', 'APTT', 'GDS', 'HBSAG'] },
  ELEKTROLIT: { item: ['NA', 'K', 'CL', 'UREUM', 'KREA'], arah: { K: 'L' } },
};

/** The radiologist's usual readings of each exam: [finding, impression]. */
// biome-ignore format: one reading per line
export const EKSPERTISE = {
  'DX-THORAX-PA': [
    ['Cor tidak membesar, CTR < 50%. Sinus dan diafragma baik. Pulmo: tampak infiltrat di parahiler dan parakardial kanan.', 'Bronkopneumonia'],
    ['Cor tidak membesar. Sinus kostofrenikus tajam. Pulmo tak tampak infiltrat maupun nodul.', 'Cor dan pulmo dalam batas normal'],
    ['Cor membesar, CTR 60%. Tampak kranialisasi dan perselubungan di kedua basal paru.', 'Kardiomegali dengan edema paru'],
    ['Tampak infiltrat dan kavitas di lapang atas paru kanan. Cor tidak membesar.', 'TB paru aktif'],
  ],
  'DX-THORAX-APL': [
    ['Cor tidak membesar. Tampak infiltrat di kedua lapang paru bawah.', 'Bronkopneumonia'],
    ['Cor dan pulmo tidak tampak kelainan.', 'Cor dan pulmo dalam batas normal'],
  ],
  'DX-LUMBOSAKRAL': [
    ['Alignment baik. Tampak osteofit di korpus vertebra L3–L5. Diskus intervertebralis menyempit.', 'Spondilosis lumbalis'],
  ],
  'DX-SPN': [
    ['Perselubungan di sinus maksilaris kanan dengan air-fluid level.', 'Sinusitis maksilaris kanan'],
  ],
  'DX-BNO': [
    ['Tampak bayangan radioopak setinggi L3 kanan sesuai proyeksi ureter.', 'Suspek ureterolitiasis kanan'],
  ],
  'PX-PANORAMIK': [
    ['Gigi 38 impaksi mesioangular, gigi 48 impaksi horizontal.', 'Impaksi gigi 38 dan 48'],
  ],
  'US-ABDOMEN': [
    ['Hepar ukuran normal, ekogenisitas meningkat homogen. Kandung empedu, pankreas, lien dan ginjal normal.', 'Fatty liver'],
    ['Kandung empedu tampak batu multipel dengan acoustic shadow, dinding tidak menebal.', 'Kolelitiasis'],
  ],
  'US-OBSTETRI': [
    ['Janin tunggal hidup intrauterin, presentasi kepala. Biometri sesuai usia kehamilan. Plasenta di korpus anterior.', 'Janin tunggal hidup intrauterin sesuai usia kehamilan'],
  ],
  'CT-KEPALA': [
    ['Tampak lesi hipodens di kapsula interna kiri. Sistem ventrikel dan sisterna normal. Tidak tampak perdarahan.', 'Infark lakunar kapsula interna kiri'],
    ['Parenkim otak normal, tidak tampak perdarahan intrakranial maupun fraktur kalvaria.', 'CT scan kepala dalam batas normal'],
  ],
};

import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import BackspaceIcon from '@mui/icons-material/Backspace';
import BadgeIcon from '@mui/icons-material/Badge';
import DescriptionIcon from '@mui/icons-material/Description';
import QrCodeIcon from '@mui/icons-material/QrCode2';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import {
  type AnjunganHasil,
  type AnjunganPilihan,
  anjunganApi,
  formatJam,
  formatTanggal,
} from '@rawat/domain';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useNamaFaskes } from '../../shell/faskes.ts';
import { WARNA } from '../farmasi/resep/display.warna.ts';
import { useSekarang } from '../farmasi/resep/resep.format.ts';
import { PerangkatBelumAktif } from '../perangkat/PerangkatBelumAktif.tsx';
import { panggilPerangkat, pdfPerangkat, usePerangkatSaya } from '../perangkat/perangkat.api.ts';

/** Back to the start after this long without a touch. */
const DIAM_MS = 20_000;

type Langkah =
  | { ke: 'awal' }
  | { ke: 'booking' }
  | { ke: 'surat' }
  | { ke: 'rm' }
  | { ke: 'lahir'; no_rm: string }
  | { ke: 'pilih'; no_rm: string; tanggal_lahir: string; pilihan: AnjunganPilihan }
  | { ke: 'hasil'; hasil: AnjunganHasil };

const HURUF = 'ABCDEFGHJKLMNPQRSTUVWXYZ'.split('');
const ANGKA = '1234567890'.split('');

function pesan(err: unknown): string {
  return err instanceof Error
    ? err.message
    : 'Terjadi kesalahan. Silakan coba lagi atau ke loket pendaftaran.';
}

/** DDMMYYYY typed on the keypad → 'YYYY-MM-DD' (or null while incomplete). */
function tanggalDari(angka: string): string | null {
  if (angka.length !== 8) return null;
  return `${angka.slice(4)}-${angka.slice(2, 4)}-${angka.slice(0, 2)}`;
}
const tampilTanggal = (angka: string) => {
  const isi = angka.padEnd(8, '_');
  return `${isi.slice(0, 2)} / ${isi.slice(2, 4)} / ${isi.slice(4)}`;
};

/** Large keys for a touch screen; letters only where the field has them. */
function Papan({ huruf, tanda, onTekan }: { huruf: boolean; tanda?: string; onTekan: (k: string) => void }) {
  const kunci = [...ANGKA, ...(huruf ? HURUF : []), ...(tanda ? [tanda] : [])];
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: huruf ? 'repeat(10, 1fr)' : 'repeat(5, 1fr)',
        gap: 1.2,
        maxWidth: huruf ? 1100 : 620,
        mx: 'auto',
      }}
    >
      {kunci.map((k) => (
        <Button
          key={k}
          variant="contained"
          onClick={() => onTekan(k)}
          sx={{
            fontSize: 32,
            fontWeight: 800,
            minHeight: 76,
            bgcolor: WARNA.panel,
            '&:hover': { bgcolor: '#1b4672' },
          }}
        >
          {k}
        </Button>
      ))}
      <Button
        variant="contained"
        color="warning"
        aria-label="Hapus"
        onClick={() => onTekan('HAPUS')}
        sx={{ minHeight: 76, gridColumn: 'span 2' }}
      >
        <BackspaceIcon sx={{ fontSize: 36 }} />
      </Button>
    </Box>
  );
}

function Layar({
  judul,
  children,
  onKembali,
}: {
  judul: string;
  children: ReactNode;
  onKembali?: () => void;
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        gap: 3,
        alignItems: 'stretch',
        width: '100%',
        maxWidth: 1200,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        {onKembali ? (
          <Button
            onClick={onKembali}
            startIcon={<ArrowBackIcon />}
            sx={{ color: WARNA.redup, fontSize: 22 }}
            size="large"
          >
            Kembali
          </Button>
        ) : null}
        <Typography component="h2" sx={{ fontSize: 40, fontWeight: 800 }}>
          {judul}
        </Typography>
      </Box>
      {children}
    </Box>
  );
}

function Isian({ nilai, kosong }: { nilai: string; kosong: string }) {
  return (
    <Box
      aria-live="polite"
      sx={{
        bgcolor: '#fff',
        color: WARNA.latar,
        borderRadius: 3,
        fontSize: 48,
        fontWeight: 800,
        letterSpacing: 4,
        textAlign: 'center',
        py: 2,
        fontFamily: 'Roboto Mono, monospace',
        minHeight: 88,
      }}
    >
      {nilai || (
        <Box component="span" sx={{ opacity: 0.35, letterSpacing: 0, fontWeight: 500, fontSize: 32 }}>
          {kosong}
        </Box>
      )}
    </Box>
  );
}

/**
 * /anjungan: the self-service kiosk of the hall (layarPenuh; an ANJUNGAN device token, no staff
 * login). Three ways in: booking code, control letter, No. RM + date of birth; the result shows
 * the number and prints the 80 mm ticket; after 20 s without a touch it returns to the start.
 */
export default function AnjunganPage() {
  const saya = usePerangkatSaya();
  const namaFaskes = useNamaFaskes();
  const sekarang = useSekarang(1_000);
  const [langkah, setLangkah] = useState<Langkah>({ ke: 'awal' });
  const [isian, setIsian] = useState('');
  const [galat, setGalat] = useState<string | null>(null);
  const [sibuk, setSibuk] = useState(false);
  const [cetak, setCetak] = useState<string | null>(null);
  const terakhirSentuh = useRef(Date.now());

  const keAwal = useCallback(() => {
    setLangkah({ ke: 'awal' });
    setIsian('');
    setGalat(null);
  }, []);

  // Back to the start after DIAM_MS without a touch (someone walked away mid-way).
  useEffect(() => {
    const sentuh = () => {
      terakhirSentuh.current = Date.now();
    };
    window.addEventListener('pointerdown', sentuh);
    window.addEventListener('keydown', sentuh);
    return () => {
      window.removeEventListener('pointerdown', sentuh);
      window.removeEventListener('keydown', sentuh);
    };
  }, []);
  useEffect(() => {
    if (langkah.ke !== 'awal' && !sibuk && sekarang - terakhirSentuh.current > DIAM_MS) keAwal();
  }, [sekarang, langkah.ke, sibuk, keAwal]);

  // A barcode scanner on the kiosk (the booking's QR code in Mobile JKN) types like a keyboard and
  // ends with Enter; a keyboard works the same. Letters and digits go into the field being filled.
  useEffect(() => {
    if (langkah.ke === 'awal' || langkah.ke === 'hasil' || langkah.ke === 'pilih') return;
    const maks = langkah.ke === 'surat' ? 40 : langkah.ke === 'lahir' ? 8 : 20;
    const angkaSaja = langkah.ke === 'rm' || langkah.ke === 'lahir';
    const ketik = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey) return;
      if (e.key === 'Enter') {
        document.querySelector<HTMLButtonElement>('[data-lanjut]:not([disabled])')?.click();
        return;
      }
      if (e.key === 'Backspace') setIsian((v) => v.slice(0, -1));
      else if (/^[0-9]$/.test(e.key) || (!angkaSaja && /^[a-zA-Z/]$/.test(e.key)))
        setIsian((v) => (v.length >= maks ? v : v + e.key.toUpperCase()));
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', ketik);
    return () => window.removeEventListener('keydown', ketik);
  }, [langkah.ke]);

  // The ticket: fetched with the device token, printed from a hidden frame, released afterwards.
  useEffect(() => {
    if (!cetak) return;
    const t = setTimeout(() => {
      URL.revokeObjectURL(cetak);
      setCetak(null);
    }, 60_000);
    return () => clearTimeout(t);
  }, [cetak]);

  if (!saya.token) return <PerangkatBelumAktif jenis="ANJUNGAN" alasan="belum" />;
  if (saya.ditolak) return <PerangkatBelumAktif jenis="ANJUNGAN" alasan="ditolak" />;
  if (saya.perangkat && saya.perangkat.jenis !== 'ANJUNGAN')
    return <PerangkatBelumAktif jenis="ANJUNGAN" alasan="salah-jenis" />;

  const jalankan = async (kerja: () => Promise<void>) => {
    setSibuk(true);
    setGalat(null);
    try {
      await kerja();
    } catch (err) {
      setGalat(pesan(err));
    } finally {
      setSibuk(false);
      terakhirSentuh.current = Date.now();
    }
  };

  const selesai = async (hasil: AnjunganHasil) => {
    setLangkah({ ke: 'hasil', hasil });
    setIsian('');
    try {
      setCetak(await pdfPerangkat(anjunganApi.tiket, { params: { uid: hasil.layanan_uid } }));
    } catch (err) {
      setGalat(`Nomor antrian Anda ${hasil.nomor_antrian}. Tiket gagal dicetak: ${pesan(err)}`);
    }
  };

  const tekan = (maks: number) => (k: string) =>
    setIsian((v) => (k === 'HAPUS' ? v.slice(0, -1) : v.length >= maks ? v : v + k));

  const tombolLanjut = (label: string, siap: boolean, aksi: () => Promise<void>) => (
    <Button
      data-lanjut
      variant="contained"
      size="large"
      disabled={!siap || sibuk}
      onClick={() => void jalankan(aksi)}
      sx={{
        fontSize: 30,
        fontWeight: 800,
        py: 2,
        bgcolor: WARNA.sorot,
        color: WARNA.latar,
        '&:hover': { bgcolor: '#ffca28' },
      }}
    >
      {sibuk ? <CircularProgress size={36} /> : label}
    </Button>
  );

  let isi: ReactNode;
  switch (langkah.ke) {
    case 'awal':
      isi = (
        <Box sx={{ textAlign: 'center', width: '100%', maxWidth: 1200 }}>
          <Typography component="h2" sx={{ fontSize: 44, fontWeight: 800, mb: 1 }}>
            Selamat datang
          </Typography>
          <Typography sx={{ fontSize: 26, color: WARNA.redup, mb: 5 }}>
            Pilih cara mendaftar hari ini
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 3 }}>
            {(
              [
                ['booking', 'Kode Booking', 'Mobile JKN atau booking rumah sakit', <QrCodeIcon key="b" />],
                [
                  'surat',
                  'Surat Kontrol',
                  'Pasien BPJS dengan surat kontrol hari ini',
                  <DescriptionIcon key="s" />,
                ],
                ['rm', 'No. Rekam Medis', 'Pasien lama, dengan tanggal lahir', <BadgeIcon key="r" />],
              ] as const
            ).map(([ke, judul, ket, ikon]) => (
              <Button
                key={ke}
                variant="contained"
                onClick={() => {
                  setLangkah({ ke });
                  setIsian('');
                  setGalat(null);
                }}
                sx={{
                  bgcolor: WARNA.panel,
                  '&:hover': { bgcolor: '#1b4672' },
                  borderRadius: 4,
                  py: 6,
                  display: 'flex',
                  flexDirection: 'column',
                  gap: 2,
                  textTransform: 'none',
                  '& svg': { fontSize: 96, color: WARNA.sorot },
                }}
              >
                {ikon}
                <Box sx={{ fontSize: 36, fontWeight: 800 }}>{judul}</Box>
                <Box sx={{ fontSize: 20, color: WARNA.redup, px: 2 }}>{ket}</Box>
              </Button>
            ))}
          </Box>
        </Box>
      );
      break;
    case 'booking':
      isi = (
        <Layar judul="Masukkan kode booking" onKembali={keAwal}>
          <Isian nilai={isian} kosong="Kode booking dari Mobile JKN atau SMS/WA" />
          <Papan huruf onTekan={tekan(20)} />
          {tombolLanjut('Check-in', isian.length >= 4, async () => {
            const r = await panggilPerangkat(anjunganApi.booking, { body: { kodebooking: isian } });
            await selesai(r.respon);
          })}
        </Layar>
      );
      break;
    case 'surat':
      isi = (
        <Layar judul="Masukkan nomor surat kontrol" onKembali={keAwal}>
          <Isian nilai={isian} kosong="Contoh: 007/SRK/RS/XI/2026" />
          <Papan huruf tanda="/" onTekan={tekan(40)} />
          {tombolLanjut('Daftar', isian.length >= 3, async () => {
            const r = await panggilPerangkat(anjunganApi.suratKontrol, { body: { nomor: isian } });
            await selesai(r.respon);
          })}
        </Layar>
      );
      break;
    case 'rm':
      isi = (
        <Layar judul="Masukkan No. Rekam Medis" onKembali={keAwal}>
          <Isian nilai={isian} kosong="Nomor pada kartu berobat" />
          <Papan huruf={false} onTekan={tekan(20)} />
          <Button
            data-lanjut
            variant="contained"
            size="large"
            disabled={!isian}
            onClick={() => {
              setLangkah({ ke: 'lahir', no_rm: isian });
              setIsian('');
            }}
            sx={{ fontSize: 30, fontWeight: 800, py: 2, bgcolor: WARNA.sorot, color: WARNA.latar }}
          >
            Lanjut
          </Button>
        </Layar>
      );
      break;
    case 'lahir': {
      const tanggal = tanggalDari(isian);
      isi = (
        <Layar judul="Tanggal lahir pasien" onKembali={() => setLangkah({ ke: 'rm' })}>
          <Isian nilai={tampilTanggal(isian)} kosong="" />
          <Typography sx={{ textAlign: 'center', color: WARNA.redup, fontSize: 22 }}>
            Tanggal / Bulan / Tahun
          </Typography>
          <Papan huruf={false} onTekan={tekan(8)} />
          {tombolLanjut('Cari', Boolean(tanggal), async () => {
            if (!tanggal) return;
            const r = await panggilPerangkat(anjunganApi.pasien, {
              body: { no_rm: langkah.no_rm, tanggal_lahir: tanggal },
            });
            setLangkah({ ke: 'pilih', no_rm: langkah.no_rm, tanggal_lahir: tanggal, pilihan: r.respon });
          })}
        </Layar>
      );
      break;
    }
    case 'pilih': {
      const { pilihan } = langkah;
      isi = (
        <Layar judul={`Halo, ${pilihan.nama}`} onKembali={keAwal}>
          {pilihan.booking.length ? (
            <>
              <Typography sx={{ fontSize: 26, fontWeight: 700 }}>Booking Anda hari ini</Typography>
              {pilihan.booking.map((b) => (
                <Button
                  key={b.kodebooking}
                  variant="contained"
                  disabled={sibuk}
                  onClick={() =>
                    void jalankan(async () => {
                      const r = await panggilPerangkat(anjunganApi.booking, {
                        body: { kodebooking: b.kodebooking },
                      });
                      await selesai(r.respon);
                    })
                  }
                  sx={{
                    fontSize: 26,
                    py: 2.5,
                    bgcolor: WARNA.sorot,
                    color: WARNA.latar,
                    textTransform: 'none',
                  }}
                >
                  Check-in {b.poli_nama} · {b.dokter_nama} · {b.jam_mulai}–{b.jam_selesai}
                </Button>
              ))}
            </>
          ) : null}
          {pilihan.bpjs && !pilihan.booking.length ? (
            <Alert severity="info" sx={{ fontSize: 22 }}>
              Pasien BPJS tanpa booking atau surat kontrol: silakan ke loket pendaftaran. Pilihan di bawah
              adalah pendaftaran sebagai pasien umum (biaya sendiri).
            </Alert>
          ) : null}
          <Typography sx={{ fontSize: 26, fontWeight: 700 }}>Daftar sebagai pasien umum</Typography>
          {pilihan.poli.length ? (
            <Box
              sx={{
                display: 'grid',
                gridTemplateColumns: 'repeat(2, 1fr)',
                gap: 2,
                maxHeight: '50vh',
                overflow: 'auto',
              }}
            >
              {pilihan.poli.map((p) => (
                <Button
                  key={`${p.poli_uid}:${p.dokter_uid}`}
                  variant="contained"
                  disabled={sibuk}
                  onClick={() =>
                    void jalankan(async () => {
                      const r = await panggilPerangkat(anjunganApi.daftar, {
                        body: {
                          no_rm: langkah.no_rm,
                          tanggal_lahir: langkah.tanggal_lahir,
                          poli_uid: p.poli_uid,
                          dokter_uid: p.dokter_uid,
                        },
                      });
                      await selesai(r.respon);
                    })
                  }
                  sx={{
                    bgcolor: WARNA.panel,
                    '&:hover': { bgcolor: '#1b4672' },
                    textTransform: 'none',
                    py: 2,
                    display: 'block',
                    textAlign: 'left',
                  }}
                >
                  <Box sx={{ fontSize: 26, fontWeight: 800 }}>{p.poli_nama}</Box>
                  <Box sx={{ fontSize: 20 }}>{p.dokter_nama}</Box>
                  <Box sx={{ fontSize: 18, color: WARNA.redup }}>
                    {p.jam_mulai}–{p.jam_selesai} · sisa kuota {p.sisa}
                  </Box>
                </Button>
              ))}
            </Box>
          ) : (
            <Alert severity="warning" sx={{ fontSize: 22 }}>
              Tidak ada dokter yang masih praktik dengan kuota tersisa hari ini. Silakan ke loket pendaftaran.
            </Alert>
          )}
        </Layar>
      );
      break;
    }
    case 'hasil': {
      const { hasil } = langkah;
      isi = (
        <Box sx={{ textAlign: 'center' }}>
          <Typography sx={{ fontSize: 32, color: WARNA.redup }}>Nomor antrian Anda</Typography>
          <Typography sx={{ fontSize: 180, fontWeight: 900, lineHeight: 1.05, color: WARNA.sorot }}>
            {hasil.nomor_antrian}
          </Typography>
          <Typography sx={{ fontSize: 40, fontWeight: 800 }}>{hasil.poli_nama}</Typography>
          <Typography sx={{ fontSize: 28, color: WARNA.redup }}>
            {[
              hasil.dokter_nama,
              hasil.jam_mulai ? `${hasil.jam_mulai}–${hasil.jam_selesai} WIB` : null,
              hasil.penjamin_label,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
          <Typography sx={{ fontSize: 26, mt: 4 }}>
            {cetak
              ? 'Tiket sedang dicetak. Silakan ambil tiket Anda dan menuju ruang tunggu poli.'
              : 'Menyiapkan tiket…'}
          </Typography>
          <Button
            variant="contained"
            size="large"
            onClick={keAwal}
            sx={{ mt: 4, fontSize: 26, px: 6, py: 2, bgcolor: WARNA.panel }}
          >
            Selesai
          </Button>
        </Box>
      );
      break;
    }
  }

  return (
    <Box
      sx={{
        position: 'fixed',
        inset: 0,
        bgcolor: WARNA.latar,
        color: WARNA.teks,
        display: 'grid',
        gridTemplateRows: 'auto 1fr',
        p: '2vh 3vw',
        overflow: 'auto',
        userSelect: 'none',
      }}
    >
      <Box component="header" sx={{ display: 'flex', alignItems: 'center', mb: 3 }}>
        <Box sx={{ flex: 1 }}>
          <Typography sx={{ fontSize: 22, color: WARNA.redup }}>{namaFaskes}</Typography>
          <Typography component="h1" sx={{ fontSize: 34, fontWeight: 800 }}>
            Anjungan Pendaftaran Mandiri
          </Typography>
        </Box>
        <Box sx={{ textAlign: 'right' }}>
          <Typography sx={{ fontSize: 40, fontWeight: 800, fontVariantNumeric: 'tabular-nums' }}>
            {formatJam(sekarang)} WIB
          </Typography>
          <Typography sx={{ fontSize: 20, color: WARNA.redup }}>{formatTanggal(sekarang)}</Typography>
        </Box>
      </Box>
      <Box
        sx={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 3,
        }}
      >
        {galat ? (
          <Alert
            severity="error"
            sx={{ fontSize: 24, width: '100%', maxWidth: 1200, '& .MuiAlert-icon': { fontSize: 36 } }}
          >
            {galat}
          </Alert>
        ) : null}
        {isi}
      </Box>
      {cetak ? (
        <iframe
          title="Tiket antrian"
          src={cetak}
          style={{ position: 'fixed', width: 0, height: 0, border: 0, left: -10, top: -10 }}
          onLoad={(e) => {
            try {
              e.currentTarget.contentWindow?.print();
            } catch {
              setGalat('Printer tidak dapat dipanggil. Silakan tunjukkan nomor antrian ini ke petugas.');
            }
          }}
        />
      ) : null}
    </Box>
  );
}

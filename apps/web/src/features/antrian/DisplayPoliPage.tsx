import FullscreenIcon from '@mui/icons-material/Fullscreen';
import VolumeOffIcon from '@mui/icons-material/VolumeOff';
import VolumeUpIcon from '@mui/icons-material/VolumeUp';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { formatJam, formatTanggal, type PanggilanLayar, perangkatApi } from '@rawat/domain';
import { useEffect, useRef, useState } from 'react';
import { useNamaFaskes } from '../../shell/faskes.ts';
import { GAYA_NOMOR, WARNA } from '../farmasi/resep/display.warna.ts';
import { OverlaySuara } from '../farmasi/resep/OverlaySuara.tsx';
import { useSekarang } from '../farmasi/resep/resep.format.ts';
import { PerangkatBelumAktif } from '../perangkat/PerangkatBelumAktif.tsx';
import { useFeedPerangkat, usePerangkatSaya } from '../perangkat/perangkat.api.ts';
import { umumkan } from './suara.ts';

/** How often the screen asks for the feed, and how long a new call stays highlighted. */
const POLLING_MS = 3_000;
const SOROT_MS = 10_000;

type KeadaanSuara = 'belum' | 'aktif' | 'mati';
const jejak = (p: PanggilanLayar) => `${p.dipanggil_pada}|${p.jumlah_panggil}`;

/**
 * Speaks each call made since the screen opened, once (a recall is a new call); the calls already
 * on the list when the screen opened are the baseline and are not read out.
 */
function usePanggilanBaru(panggilan: readonly PanggilanLayar[] | undefined, suara: KeadaanSuara) {
  const dikenal = useRef<Map<string, string> | null>(null);
  const [sorot, setSorot] = useState<{ uid: string; pada: number } | null>(null);
  useEffect(() => {
    if (!panggilan) return;
    const lama = dikenal.current;
    dikenal.current = new Map(panggilan.map((p) => [p.uid, jejak(p)]));
    if (!lama) return;
    const baru = panggilan
      .filter((p) => lama.get(p.uid) !== jejak(p))
      .sort((a, b) => a.dipanggil_pada.localeCompare(b.dipanggil_pada))
      .slice(-3);
    const terakhir = baru.at(-1);
    if (!terakhir) return;
    setSorot({ uid: terakhir.uid, pada: Date.now() });
    if (suara === 'aktif') umumkan(`${baru.map((p) => p.teks).join('. ')}.`);
  }, [panggilan, suara]);
  return sorot;
}

/**
 * /display-poli: the clinic waiting-room TV (layarPenuh, public page; the device token opens its
 * feed). Per clinic of the screen: the number now called and the next ones; the latest calls with
 * the voice call the nurse's "Panggil" makes. Numbers only, never names.
 */
export default function DisplayPoliPage() {
  const saya = usePerangkatSaya();
  const namaFaskes = useNamaFaskes();
  const sekarang = useSekarang(1_000);
  const [suara, setSuara] = useState<KeadaanSuara>('belum');
  const bolehMuat = Boolean(saya.token) && saya.perangkat?.jenis === 'LAYAR_POLI';
  const q = useFeedPerangkat(perangkatApi.layarPoli, POLLING_MS, bolehMuat);
  const feed = q.data?.respon;
  const sorot = usePanggilanBaru(feed?.panggilan, suara);

  if (!saya.token) return <PerangkatBelumAktif jenis="LAYAR_POLI" alasan="belum" />;
  if (saya.ditolak) return <PerangkatBelumAktif jenis="LAYAR_POLI" alasan="ditolak" />;
  if (saya.perangkat && saya.perangkat.jenis !== 'LAYAR_POLI')
    return <PerangkatBelumAktif jenis="LAYAR_POLI" alasan="salah-jenis" />;

  const [utama, ...sebelumnya] = feed?.panggilan ?? [];
  const disorot = Boolean(sorot && utama && sorot.uid === utama.uid && sekarang - sorot.pada < SOROT_MS);
  const tombolRedup = {
    color: WARNA.redup,
    opacity: 0.45,
    '&:hover, &:focus-visible': { opacity: 1, bgcolor: 'rgba(255,255,255,0.08)' },
  };

  return (
    <Box
      sx={{
        position: 'fixed',
        inset: 0,
        bgcolor: WARNA.latar,
        color: WARNA.teks,
        display: 'grid',
        gridTemplateRows: 'auto minmax(0, 1fr) auto',
        gap: '2vh',
        p: '2vh 2vw',
        overflow: 'hidden',
      }}
    >
      <Box component="header" sx={{ display: 'flex', alignItems: 'center', gap: '1.5vw', minWidth: 0 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ color: WARNA.redup, fontSize: 'min(1.8vw, 3vh)', fontWeight: 500 }} noWrap>
            {namaFaskes}
          </Typography>
          <Typography
            component="h1"
            sx={{ fontSize: 'min(3vw, 5vh)', fontWeight: 800, lineHeight: 1.1 }}
            noWrap
          >
            Antrian Poliklinik{saya.perangkat ? ` · ${saya.perangkat.lingkup_nama.join(', ')}` : ''}
          </Typography>
        </Box>
        {suara !== 'belum' ? (
          <Tooltip title={suara === 'aktif' ? 'Matikan suara' : 'Nyalakan suara'}>
            <IconButton
              aria-label={suara === 'aktif' ? 'Matikan suara' : 'Nyalakan suara'}
              onClick={() => {
                if (suara === 'aktif') {
                  window.speechSynthesis?.cancel();
                  setSuara('mati');
                } else setSuara('aktif');
              }}
              sx={tombolRedup}
            >
              {suara === 'aktif' ? <VolumeUpIcon /> : <VolumeOffIcon />}
            </IconButton>
          </Tooltip>
        ) : null}
        <Tooltip title="Layar penuh">
          <IconButton
            aria-label="Layar penuh"
            onClick={() => void document.documentElement.requestFullscreen?.().catch(() => undefined)}
            sx={tombolRedup}
          >
            <FullscreenIcon />
          </IconButton>
        </Tooltip>
        <Box sx={{ textAlign: 'right', flexShrink: 0 }}>
          <Typography
            aria-label="Jam"
            sx={{
              fontSize: 'min(4vw, 6.5vh)',
              fontWeight: 800,
              lineHeight: 1,
              fontVariantNumeric: 'tabular-nums',
            }}
          >
            {formatJam(sekarang, { detik: true })}
            <Box component="span" sx={{ fontSize: '0.45em', fontWeight: 600, ml: 1, color: WARNA.redup }}>
              WIB
            </Box>
          </Typography>
          <Typography sx={{ color: WARNA.redup, fontSize: 'min(1.6vw, 2.8vh)' }}>
            {formatTanggal(sekarang)}
          </Typography>
        </Box>
      </Box>

      <Box sx={{ display: 'grid', gridTemplateColumns: '1.1fr 1.9fr', gap: '2vw', minHeight: 0 }}>
        <Box
          aria-live="polite"
          sx={{
            bgcolor: disorot ? WARNA.sorot : WARNA.panel,
            color: disorot ? WARNA.latar : WARNA.teks,
            borderRadius: 4,
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            p: '2vh 2vw',
            transition: 'background-color 0.4s',
            minHeight: 0,
          }}
        >
          <Typography sx={{ fontSize: 'min(2.4vw, 4vh)', fontWeight: 700, opacity: 0.85 }}>
            Nomor dipanggil
          </Typography>
          {/* One line: 'A-001' broken after the dash reads as two numbers from across the room. */}
          <Typography
            sx={{
              ...GAYA_NOMOR,
              fontSize: 'min(8vw, 20vh)',
              fontWeight: 900,
              lineHeight: 1.05,
              whiteSpace: 'nowrap',
            }}
          >
            {utama?.nomor_antrian ?? '—'}
          </Typography>
          <Typography sx={{ fontSize: 'min(3vw, 5vh)', fontWeight: 700, textAlign: 'center' }}>
            {utama ? `Silakan menuju ${utama.poli_nama}` : 'Belum ada panggilan'}
          </Typography>
          {sebelumnya.length ? (
            <Box sx={{ mt: '3vh', width: '100%' }}>
              <Typography sx={{ fontSize: 'min(1.6vw, 2.6vh)', opacity: 0.8, mb: 1 }}>
                Panggilan sebelumnya
              </Typography>
              <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: '1vh 1vw' }}>
                {sebelumnya.slice(0, 4).map((p) => (
                  <Box key={p.uid} sx={{ fontSize: 'min(1.9vw, 3.2vh)', fontWeight: 700 }}>
                    <Box component="span" sx={GAYA_NOMOR}>
                      {p.nomor_antrian}
                    </Box>{' '}
                    <Box component="span" sx={{ fontWeight: 400, opacity: 0.8 }}>
                      · {p.poli_nama}
                    </Box>
                  </Box>
                ))}
              </Box>
            </Box>
          ) : null}
        </Box>

        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: `repeat(${Math.min(Math.max(feed?.poli.length ?? 1, 1), 3)}, minmax(0, 1fr))`,
            gridAutoRows: 'minmax(0, 1fr)',
            gap: '1.5vw',
            minHeight: 0,
          }}
        >
          {(feed?.poli ?? []).map((p) => (
            <Box
              key={p.uid}
              sx={{
                bgcolor: WARNA.panel,
                borderRadius: 3,
                p: '1.5vh 1.2vw',
                display: 'flex',
                flexDirection: 'column',
                minHeight: 0,
                overflow: 'hidden',
              }}
            >
              <Typography sx={{ fontSize: 'min(2.2vw, 3.6vh)', fontWeight: 800 }} noWrap>
                {p.nama}
              </Typography>
              <Typography sx={{ color: WARNA.redup, fontSize: 'min(1.4vw, 2.4vh)' }}>
                Sedang dilayani
              </Typography>
              <Typography
                sx={{ ...GAYA_NOMOR, fontSize: 'min(6vw, 10vh)', fontWeight: 900, color: WARNA.sorot }}
              >
                {p.dipanggil ?? '—'}
              </Typography>
              <Typography sx={{ color: WARNA.redup, fontSize: 'min(1.4vw, 2.4vh)', mt: 'auto' }}>
                Berikutnya{p.jumlah_menunggu ? ` (${p.jumlah_menunggu} menunggu)` : ''}
              </Typography>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: '0.6vw', mt: 0.5 }}>
                {p.menunggu.length ? (
                  p.menunggu.map((n) => (
                    <Box
                      key={n}
                      sx={{
                        ...GAYA_NOMOR,
                        bgcolor: 'rgba(255,255,255,0.1)',
                        borderRadius: 1.5,
                        px: '0.7vw',
                        fontSize: 'min(2vw, 3.4vh)',
                        fontWeight: 700,
                      }}
                    >
                      {n}
                    </Box>
                  ))
                ) : (
                  <Typography sx={{ color: WARNA.redup, fontSize: 'min(1.6vw, 2.8vh)' }}>—</Typography>
                )}
              </Box>
            </Box>
          ))}
        </Box>
      </Box>

      <Box
        component="footer"
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          gap: 2,
          color: WARNA.redup,
          fontSize: 'min(1.5vw, 2.6vh)',
        }}
      >
        <span>
          Perhatikan nomor antrian Anda. Nomor yang terlewat dapat dipanggil ulang oleh petugas poli.
        </span>
        {q.isError ? (
          <Box component="span" role="status" sx={{ color: '#ff8a80', fontWeight: 700 }}>
            Koneksi ke server terputus, mencoba lagi…
          </Box>
        ) : null}
      </Box>

      {suara === 'belum' ? (
        <OverlaySuara
          onAktifkan={() => {
            setSuara('aktif');
            umumkan('Suara panggilan antrian poliklinik aktif');
          }}
          onTanpaSuara={() => setSuara('mati')}
        />
      ) : null}
    </Box>
  );
}

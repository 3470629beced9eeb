import FullscreenIcon from '@mui/icons-material/Fullscreen';
import VolumeOffIcon from '@mui/icons-material/VolumeOff';
import VolumeUpIcon from '@mui/icons-material/VolumeUp';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { can, formatJam, formatTanggal, perangkatApi } from '@rawat/domain';
import { useState } from 'react';
import { useNamaFaskes } from '../../../shell/faskes.ts';
import { useSession } from '../../../shell/session.tsx';
import { PerangkatBelumAktif } from '../../perangkat/PerangkatBelumAktif.tsx';
import { useFeedPerangkat, usePerangkatSaya } from '../../perangkat/perangkat.api.ts';
import { LAJUR_DISIAPKAN, LAJUR_SIAP, WARNA } from './display.warna.ts';
import { LajurAntrian } from './LajurAntrian.tsx';
import { OverlaySuara } from './OverlaySuara.tsx';
import { PanggilanSaatIni, PanggilanSebelumnya } from './PanelPanggilan.tsx';
import { POLLING_DISPLAY_MS, useDepoAktif, useDisplayAntrian } from './resep.api.ts';
import { useSekarang } from './resep.format.ts';
import { usePanggilanSuara } from './usePanggilanSuara.ts';

/** How long a new call stays highlighted. */
const SOROT_MS = 8_000;
/** The depot a pharmacist's own browser shows (staff mode only; a device's depot is its scope). */
const KUNCI_DEPO = 'rawat:display-antrian-farmasi:lokasi';

/**
 * /farmasi/display-antrian: the waiting-room TV (shown without the app's menu, halaman.layarPenuh).
 * It runs on a pharmacy screen device registered by ADMIN (docs/perangkat.md): the device token,
 * not a pharmacist's session, opens the feed of the screen's own depot. A signed-in pharmacist's
 * browser without a device token still reads the staff feed (GET /farmasi/dispalyantrian) with a
 * depot choice, as before. The number being called,
 * the last calls, and who is being prepared or may collect, refreshed every 3 s; each new call is
 * read out in Indonesian once sound has been switched on.
 */
export default function DisplayAntrianPage() {
  const saya = usePerangkatSaya();
  const namaFaskes = useNamaFaskes();
  const sekarang = useSekarang(1_000);
  const sesi = useSession();
  const staf = !saya.token && sesi.status === 'authenticated' && can(sesi.user?.role, 'farmasi.antrian:read');
  const [lokasiUid, setLokasiUid] = useState(() => localStorage.getItem(KUNCI_DEPO) ?? '');
  const bolehMuat = Boolean(saya.token) && saya.perangkat?.jenis === 'LAYAR_FARMASI';
  const qPerangkat = useFeedPerangkat(perangkatApi.layarFarmasi, POLLING_DISPLAY_MS, bolehMuat);
  const depo = useDepoAktif(staf);
  const qStaf = useDisplayAntrian(lokasiUid, staf);
  const data = staf ? qStaf.data : qPerangkat.data?.respon;
  const gagal = staf ? qStaf.isError : qPerangkat.isError;
  const { suara, berubahPada, aktifkan, matikan } = usePanggilanSuara(data?.dipanggil);
  const [saatIni, ...sebelumnya] = data?.dipanggil ?? [];
  const namaDepo = staf ? depo.data?.find((d) => d.uid === lokasiUid)?.nama : saya.perangkat?.lingkup_nama[0];

  const pilihDepo = (uid: string) => {
    setLokasiUid(uid);
    if (uid) localStorage.setItem(KUNCI_DEPO, uid);
    else localStorage.removeItem(KUNCI_DEPO);
  };

  if (!saya.token && !staf)
    return sesi.status === 'loading' ? null : <PerangkatBelumAktif jenis="LAYAR_FARMASI" alasan="belum" />;
  if (saya.ditolak) return <PerangkatBelumAktif jenis="LAYAR_FARMASI" alasan="ditolak" />;
  if (saya.perangkat && saya.perangkat.jenis !== 'LAYAR_FARMASI')
    return <PerangkatBelumAktif jenis="LAYAR_FARMASI" alasan="salah-jenis" />;

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
        gridTemplateRows: 'auto minmax(0, 1.45fr) minmax(0, 1fr) auto',
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
            Antrian Farmasi{namaDepo ? ` · ${namaDepo}` : ''}
          </Typography>
        </Box>
        {staf ? (
          <TextField
            select
            variant="standard"
            size="small"
            label="Depo"
            value={depo.data ? lokasiUid : ''}
            onChange={(e) => pilihDepo(e.target.value)}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            sx={{
              flex: '0 0 auto',
              width: 200,
              opacity: 0.6,
              '&:hover, &:focus-within': { opacity: 1 },
              '& .MuiInputBase-root, & .MuiInputLabel-root, & .MuiSvgIcon-root': { color: WARNA.redup },
              '& .MuiInput-underline:before': { borderColor: 'rgba(255,255,255,0.3)' },
            }}
          >
            <MenuItem value="">Semua depo</MenuItem>
            {(depo.data ?? []).map((d) => (
              <MenuItem key={d.uid} value={d.uid}>
                {d.nama}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
        {suara === 'aktif' || suara === 'mati' ? (
          <Tooltip title={suara === 'aktif' ? 'Matikan suara' : 'Nyalakan suara'}>
            <IconButton
              aria-label={suara === 'aktif' ? 'Matikan suara' : 'Nyalakan suara'}
              onClick={suara === 'aktif' ? matikan : aktifkan}
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

      <Box sx={{ display: 'grid', gridTemplateColumns: '2fr 1fr', gap: '2vw', minHeight: 0 }}>
        <PanggilanSaatIni n={saatIni} sorot={sekarang - berubahPada < SOROT_MS} />
        <PanggilanSebelumnya daftar={sebelumnya.slice(0, 4)} />
      </Box>

      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '2vw', minHeight: 0 }}>
        <LajurAntrian judul="Sedang Disiapkan" daftar={data?.disiapkan ?? []} warna={LAJUR_DISIAPKAN} />
        <LajurAntrian judul="Siap Diambil" daftar={data?.siap ?? []} warna={LAJUR_SIAP} />
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
        <span>R = resep racikan (lebih lama disiapkan) · N = resep non-racikan · M = obat mandiri</span>
        {gagal ? (
          <Box component="span" role="status" sx={{ color: '#ff8a80', fontWeight: 700 }}>
            Koneksi ke server terputus, mencoba lagi…
          </Box>
        ) : null}
      </Box>

      {suara === 'belum' ? <OverlaySuara onAktifkan={aktifkan} onTanpaSuara={matikan} /> : null}
    </Box>
  );
}

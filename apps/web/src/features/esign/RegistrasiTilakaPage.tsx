import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { esignApi } from '@rawat/domain';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { kueri } from '../../api/kontrak.ts';
import { POLLING_MS } from '../../api/query.ts';
import { HalamanJudul } from '../../ui/HalamanJudul.tsx';
import { useIzinEsign } from './esign.api.ts';
import { PendaftaranSaya } from './PendaftaranSaya.tsx';
import { VerifikasiPenanda } from './VerifikasiPenanda.tsx';

type Bagian = 'saya' | 'verifikasi';

/**
 * /registrasi-tilaka: a signer registers (identity, photos, consent, PIN) and sees where it
 * stands; an administrator also verifies registrations (?tab=verifikasi).
 */
export default function RegistrasiTilakaPage() {
  const izin = useIzinEsign();
  const [cari, setCari] = useSearchParams();
  const diminta: Bagian = cari.get('tab') === 'verifikasi' ? 'verifikasi' : 'saya';
  // An administrator who does not sign sees only the verification list.
  const bagian: Bagian =
    izin.kelola && (diminta === 'verifikasi' || !izin.tandaTangan) ? 'verifikasi' : 'saya';
  const menunggu = useQuery({
    ...kueri(esignApi.penandaList, { query: { status: 'DIAJUKAN', limit: 1 } }),
    select: (r) => r.metadata.total_data,
    enabled: izin.kelola,
    refetchInterval: POLLING_MS,
  });
  const pilih = (b: Bagian) => setCari(b === 'verifikasi' ? { tab: 'verifikasi' } : {}, { replace: true });

  return (
    <Box>
      <HalamanJudul
        judul="Registrasi Tanda Tangan Elektronik"
        keterangan="Tanda tangan elektronik tersertifikasi untuk dokumen medis: sekali mendaftar, lalu cukup dengan PIN."
      />
      {izin.tandaTangan && izin.kelola ? (
        <Tabs
          value={bagian}
          onChange={(_, v: Bagian) => pilih(v)}
          sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
          variant="scrollable"
          allowScrollButtonsMobile
        >
          <Tab value="saya" label="Pendaftaran Saya" />
          <Tab
            value="verifikasi"
            label={
              <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
                Verifikasi Pendaftar
                {menunggu.data ? (
                  <Chip size="small" color="error" label={menunggu.data} sx={{ height: 20, minWidth: 20 }} />
                ) : null}
              </Box>
            }
          />
        </Tabs>
      ) : null}
      {bagian === 'verifikasi' ? (
        <VerifikasiPenanda />
      ) : izin.tandaTangan ? (
        <PendaftaranSaya />
      ) : (
        <Alert severity="info">
          Akun Anda tidak termasuk penanda tangan dokumen. Tanda tangan elektronik dipakai oleh dokter dan
          pejabat yang menandatangani resume, surat, hasil laboratorium dan ekspertise.
        </Alert>
      )}
    </Box>
  );
}

import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import {
  eklaimApi,
  integrasiApi,
  type PengaturanBpjs,
  type PengaturanEklaim,
  SLUG_INTEGRASI,
  type SlugIntegrasi,
} from '@rawat/domain';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { kueri } from '../../api/kontrak.ts';
import { GagalMuat } from '../../ui/GagalMuat.tsx';
import { HalamanJudul } from '../../ui/HalamanJudul.tsx';
import { FormEklaim } from './FormEklaim.tsx';
import { FormIntegrasi } from './FormIntegrasi.tsx';
import { MITRA_INTEGRASI } from './mitra-integrasi.ts';

/** The tabs: the BPJS/SATUSEHAT partners, then E-Klaim (its own settings, docs/eklaim.md). */
type TabMitra = SlugIntegrasi | 'eklaim';
const slugDari = (v: string | null): TabMitra =>
  v === 'eklaim' ? 'eklaim' : (SLUG_INTEGRASI.find((s) => s === v) ?? 'bpjs-antrean');

function StatusMitra({ p }: { p: Pick<PengaturanBpjs, 'aktif' | 'diubah_pada'> | undefined }) {
  if (!p) return null;
  const [label, color] = !p.diubah_pada
    ? (['Belum diatur', 'default'] as const)
    : p.aktif
      ? (['Aktif', 'success'] as const)
      : (['Nonaktif', 'warning'] as const);
  return <Chip size="small" label={label} color={color} variant="outlined" sx={{ height: 20 }} />;
}

/**
 * /pengaturan-bridging (ADMIN; docs/bpjs-antrean.md, docs/vclaim.md, docs/satusehat.md,
 * docs/eklaim.md): one tab per partner — BPJS Antrean RS, BPJS VClaim, SATUSEHAT, E-Klaim — each
 * with its address, keys and options and its own "Uji koneksi". The chosen tab is kept in the
 * address (?mitra=bpjs-vclaim, ?mitra=eklaim).
 */
export default function PengaturanBridgingPage() {
  const [cari, setCari] = useSearchParams();
  const slug = slugDari(cari.get('mitra'));
  const hasil = useQueries({
    queries: MITRA_INTEGRASI.map((m) => ({
      ...kueri(integrasiApi.pengaturan, { params: { mitra: m.slug } }),
      select: (r: { respon: PengaturanBpjs }) => r.respon,
    })),
  });
  const eklaim = useQuery({
    ...kueri(eklaimApi.pengaturan),
    select: (r: { respon: PengaturanEklaim }) => r.respon,
  });
  const i = MITRA_INTEGRASI.findIndex((m) => m.slug === slug);
  const mitra = MITRA_INTEGRASI[i];
  const q = hasil[i];

  return (
    <Box>
      <HalamanJudul
        judul="Pengaturan Bridging"
        keterangan="Kredensial layanan BPJS, SATUSEHAT dan E-Klaim. Tanpa pengaturan yang aktif, tidak ada yang dikirim ke mitra."
      />
      <Tabs
        value={slug}
        onChange={(_, v: TabMitra) => setCari(v === 'bpjs-antrean' ? {} : { mitra: v }, { replace: true })}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {MITRA_INTEGRASI.map((m, n) => (
          <Tab
            key={m.slug}
            value={m.slug}
            label={
              <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
                {m.judul}
                <StatusMitra p={hasil[n]?.data} />
              </Box>
            }
          />
        ))}
        <Tab
          value="eklaim"
          label={
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
              E-Klaim INA-CBG
              <StatusMitra p={eklaim.data} />
            </Box>
          }
        />
      </Tabs>
      {slug === 'eklaim' ? (
        eklaim.isError ? (
          <GagalMuat error={eklaim.error} onRetry={() => void eklaim.refetch()} />
        ) : eklaim.data ? (
          <FormEklaim key={eklaim.data.diubah_pada ?? 'baru'} awal={eklaim.data} />
        ) : (
          <Skeleton variant="rounded" height={420} sx={{ maxWidth: 720 }} />
        )
      ) : !mitra || !q ? null : q.isError ? (
        <GagalMuat error={q.error} onRetry={() => void q.refetch()} />
      ) : q.data ? (
        <FormIntegrasi key={`${slug}:${q.data.diubah_pada ?? 'baru'}`} mitra={mitra} awal={q.data} />
      ) : (
        <Skeleton variant="rounded" height={420} sx={{ maxWidth: 720 }} />
      )}
    </Box>
  );
}

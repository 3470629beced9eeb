import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { integrasiApi, type PengaturanBpjs, SLUG_INTEGRASI, type SlugIntegrasi } from '@rawat/domain';
import { useQueries } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { kueri } from '../../api/kontrak.ts';
import { GagalMuat } from '../../ui/GagalMuat.tsx';
import { HalamanJudul } from '../../ui/HalamanJudul.tsx';
import { FormIntegrasi } from './FormIntegrasi.tsx';
import { MITRA_INTEGRASI } from './mitra-integrasi.ts';

const slugDari = (v: string | null): SlugIntegrasi => SLUG_INTEGRASI.find((s) => s === v) ?? 'bpjs-antrean';

function StatusMitra({ p }: { p: PengaturanBpjs | undefined }) {
  if (!p) return null;
  const [label, color] = !p.diubah_pada
    ? (['Belum diatur', 'default'] as const)
    : p.aktif
      ? (['Aktif', 'success'] as const)
      : (['Nonaktif', 'warning'] as const);
  return <Chip size="small" label={label} color={color} variant="outlined" sx={{ height: 20 }} />;
}

/**
 * /pengaturan-bridging (ADMIN; docs/bpjs-antrean.md, docs/vclaim.md, docs/satusehat.md): one tab
 * per partner — BPJS Antrean RS, BPJS VClaim, SATUSEHAT — each with its address, keys and options
 * and its own "Uji koneksi". The chosen tab is kept in the address (?mitra=bpjs-vclaim).
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
  const i = MITRA_INTEGRASI.findIndex((m) => m.slug === slug);
  const mitra = MITRA_INTEGRASI[i];
  const q = hasil[i];

  return (
    <Box>
      <HalamanJudul
        judul="Pengaturan Bridging"
        keterangan="Kredensial layanan BPJS dan SATUSEHAT. Tanpa pengaturan yang aktif, tidak ada yang dikirim ke mitra."
      />
      <Tabs
        value={slug}
        onChange={(_, v: SlugIntegrasi) =>
          setCari(v === 'bpjs-antrean' ? {} : { mitra: v }, { replace: true })
        }
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
      </Tabs>
      {!mitra || !q ? null : q.isError ? (
        <GagalMuat error={q.error} onRetry={() => void q.refetch()} />
      ) : q.data ? (
        <FormIntegrasi key={`${slug}:${q.data.diubah_pada ?? 'baru'}`} mitra={mitra} awal={q.data} />
      ) : (
        <Skeleton variant="rounded" height={420} sx={{ maxWidth: 720 }} />
      )}
    </Box>
  );
}

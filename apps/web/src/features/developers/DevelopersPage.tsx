import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { authApi } from '@rawat/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { kunci, panggil, urlKontrak } from '../../api/kontrak.ts';
import { queryClient } from '../../api/query.ts';
import { GagalMuat } from '../../ui/GagalMuat.tsx';
import { SearchField } from '../../ui/SearchField.tsx';
import { OperasiItem } from './OperasiItem.tsx';
import { bacaReferensi, type GrupTag } from './openapi.ts';
import { PanduanApi } from './PanduanApi.tsx';

const idTag = (tag: string) => `tag-${tag.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

function saring(grup: GrupTag[], cari: string): GrupTag[] {
  const kata = cari.toLowerCase().split(/\s+/).filter(Boolean);
  if (kata.length === 0) return grup;
  return grup
    .map((g) => ({ ...g, operasi: g.operasi.filter((o) => kata.every((k) => o.teksCari.includes(k))) }))
    .filter((g) => g.operasi.length > 0);
}

/** /developers: the public API reference, rendered from /api/v1/openapi.json. Works logged out. */
export default function DevelopersPage() {
  // The client is passed explicitly so the page also renders outside the app's providers.
  const q = useQuery(
    {
      queryKey: kunci(authApi.openapi),
      queryFn: async () => bacaReferensi(await panggil(authApi.openapi)),
      staleTime: 5 * 60_000,
    },
    queryClient,
  );
  const [cari, setCari] = useState('');
  const grup = useMemo(() => saring(q.data?.grup ?? [], cari), [q.data, cari]);
  const cocok = grup.reduce((n, g) => n + g.operasi.length, 0);
  const ref = q.data;

  return (
    <Box sx={{ maxWidth: 1240, mx: 'auto', px: { xs: 2, md: 3 }, py: { xs: 2, md: 4 } }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'flex-end',
          justifyContent: 'space-between',
          mb: 2,
        }}
      >
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
            Referensi API Rawat
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5, maxWidth: 720 }}>
            {ref?.deskripsi ||
              'Semua endpoint Rawat, dibuat langsung dari kontrak zod yang juga dipakai server dan aplikasi web.'}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, mt: 1.5, flexWrap: 'wrap' }}>
            {ref?.versi ? <Chip size="small" label={`Versi ${ref.versi}`} /> : null}
            {ref?.openapi ? <Chip size="small" label={`OpenAPI ${ref.openapi}`} variant="outlined" /> : null}
          </Box>
        </Box>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          href={urlKontrak(authApi.openapi)}
          download="rawat-openapi.json"
        >
          Unduh openapi.json
        </Button>
      </Box>
      <PanduanApi />
      {q.isError ? (
        <GagalMuat error={q.error} onRetry={() => void q.refetch()} judul="Referensi API gagal dimuat" />
      ) : (
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: '220px 1fr' },
            gap: 3,
            alignItems: 'start',
          }}
        >
          <Box
            component="nav"
            aria-label="Kelompok endpoint"
            sx={{ display: { xs: 'none', md: 'block' }, position: 'sticky', top: 16 }}
          >
            <Typography variant="overline" color="text.secondary">
              Kelompok
            </Typography>
            {q.isLoading ? (
              [0, 1, 2, 3].map((i) => <Skeleton key={i} height={32} />)
            ) : (
              <List dense disablePadding>
                {grup.map((g) => (
                  <ListItemButton
                    key={g.nama}
                    sx={{ borderRadius: 1 }}
                    onClick={() =>
                      document
                        .getElementById(idTag(g.nama))
                        ?.scrollIntoView({ behavior: 'smooth', block: 'start' })
                    }
                  >
                    <ListItemText primary={g.nama} />
                    <Typography variant="caption" color="text.secondary">
                      {g.operasi.length}
                    </Typography>
                  </ListItemButton>
                ))}
              </List>
            )}
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
              <SearchField
                value={cari}
                onChange={setCari}
                placeholder="Cari endpoint, path, izin…"
                sx={{ flex: '1 1 280px', maxWidth: 480 }}
              />
              {ref ? (
                <Typography variant="body2" color="text.secondary">
                  {cari ? `${cocok} dari ${ref.total} endpoint` : `${ref.total} endpoint`}
                </Typography>
              ) : null}
            </Box>
            {q.isLoading ? (
              [0, 1, 2, 3, 4, 5].map((i) => <Skeleton key={i} variant="rounded" height={52} sx={{ mb: 1 }} />)
            ) : grup.length === 0 ? (
              <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
                {cari ? `Tidak ada endpoint yang cocok dengan "${cari}"` : 'Belum ada data'}
              </Typography>
            ) : (
              grup.map((g) => (
                <Box key={g.nama} component="section" id={idTag(g.nama)} sx={{ mb: 4, scrollMarginTop: 16 }}>
                  <Typography variant="h6" component="h2" sx={{ fontWeight: 600 }}>
                    {g.nama}
                  </Typography>
                  {g.deskripsi ? (
                    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                      {g.deskripsi}
                    </Typography>
                  ) : null}
                  <Box sx={{ mt: 1 }}>
                    {g.operasi.map((o) => (
                      <OperasiItem key={o.id} op={o} />
                    ))}
                  </Box>
                </Box>
              ))
            )}
          </Box>
        </Box>
      )}
    </Box>
  );
}

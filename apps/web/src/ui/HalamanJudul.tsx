import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTabHalaman } from './tab-halaman.ts';

interface Props {
  judul: string;
  keterangan?: ReactNode;
  /** Buttons on the right; they wrap below the title on narrow screens. */
  aksi?: ReactNode;
}

/** The title row of a page; on a page with tabs, the tab bar follows right under it. */
export function HalamanJudul({ judul, keterangan, aksi }: Props) {
  const tabBar = useTabHalaman();
  return (
    <>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'flex-end',
          justifyContent: 'space-between',
          gap: 2,
          mb: tabBar ? 1 : 2.5,
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {judul}
          </Typography>
          {keterangan ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {keterangan}
            </Typography>
          ) : null}
        </Box>
        {aksi ? <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{aksi}</Box> : null}
      </Box>
      {tabBar}
    </>
  );
}

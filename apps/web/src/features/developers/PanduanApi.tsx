import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

const kode = {
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: 12.5,
  bgcolor: 'action.hover',
  px: 0.5,
  borderRadius: 0.5,
} as const;
const K = ({ children }: { children: ReactNode }) => (
  <Box component="code" sx={kode}>
    {children}
  </Box>
);

const POIN: { judul: string; isi: ReactNode }[] = [
  {
    judul: 'Autentikasi',
    isi: (
      <>
        Masuk lewat <K>POST /api/v1/auth/login</K>; sesi disimpan di cookie httpOnly, jadi kirim permintaan
        dengan credentials. Setiap endpoint mencantumkan izin yang dibutuhkannya.
      </>
    ),
  },
  {
    judul: 'Daftar & halaman',
    isi: (
      <>
        Daftar menerima <K>offset</K>, <K>limit</K> (bawaan 15) dan <K>search</K>, lalu menjawab{' '}
        <K>{'{ respon: [...], metadata: { total_data, offset, limit } }'}</K>.
      </>
    ),
  },
  {
    judul: 'Galat',
    isi: (
      <>
        Jawaban gagal berbentuk <K>{'{ message, code, errors?: [{ path, message }] }'}</K> dengan pesan
        berbahasa Indonesia; <K>code</K> tetap dan aman dipakai program.
      </>
    ),
  },
];

/** Three things a client must know before calling any endpoint. */
export function PanduanApi() {
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, mb: 3, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}
    >
      {POIN.map((p) => (
        <Box key={p.judul}>
          <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
            {p.judul}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.7 }}>
            {p.isi}
          </Typography>
        </Box>
      ))}
    </Paper>
  );
}

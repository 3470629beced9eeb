import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A titled card of a dashboard (admin, cashier, pharmacy): the title, an optional action, the content. */
export function PanelDashboard({
  judul,
  aksi,
  children,
}: {
  judul: string;
  aksi?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <Box
        sx={{
          px: 2,
          pt: 1.5,
          pb: 1,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          minHeight: 48,
        }}
      >
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {judul}
        </Typography>
        {aksi}
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>{children}</Box>
    </Card>
  );
}

/** The empty state inside a dashboard panel. */
export function KosongPanel({ teks = 'Belum ada data' }: { teks?: string }) {
  return (
    <Typography color="text.secondary" variant="body2" sx={{ py: 5, textAlign: 'center' }}>
      {teks}
    </Typography>
  );
}

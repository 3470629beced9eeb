import ConstructionIcon from '@mui/icons-material/Construction';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type Halaman, MODUL, type TabHalaman } from '@rawat/domain';
import { Link } from 'react-router';

/** An honest placeholder for a page whose module has not landed: no fake data, nothing pretends to work. */
export function ModulBelumTersedia({ halaman, tab }: { halaman: Halaman; tab: TabHalaman | null }) {
  const judul = tab ? `${halaman.title} — ${tab.title}` : halaman.title;
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: { xs: 4, md: 8 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, maxWidth: 560, textAlign: 'center' }}>
        <ConstructionIcon color="warning" sx={{ fontSize: 56, mb: 1 }} />
        <Typography variant="overline" component="p" color="text.secondary">
          Modul {MODUL[halaman.modul]}
        </Typography>
        <Typography variant="h5" component="h1" gutterBottom>
          Modul belum tersedia
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          Halaman <strong>{judul}</strong> adalah bagian dari modul {MODUL[halaman.modul]}, yang sedang
          dibangun.
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Belum ada fungsi yang berjalan di halaman ini dan tidak ada data yang ditampilkan.
        </Typography>
        <Button component={Link} to="/" variant="outlined">
          Kembali ke Beranda
        </Button>
      </Paper>
    </Box>
  );
}

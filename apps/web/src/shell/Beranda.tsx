import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { menuUntuk } from '@rawat/domain';
import { Link } from 'react-router';
import { ikonHalaman } from './icons.ts';
import { useSession } from './session.tsx';
import { salam, tanggalPanjang } from './waktu.ts';

/** Beranda when logged in: greeting, role, today's date and the role's menu as shortcuts. */
export default function Beranda() {
  const { user } = useSession();
  const menu = menuUntuk(user?.role);
  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
      <Paper
        sx={{
          p: { xs: 3, md: 4 },
          mb: 4,
          color: '#fff',
          background: 'linear-gradient(135deg, #004c40 0%, #00796b 60%, #26a69a 100%)',
        }}
      >
        <Typography variant="body2" sx={{ opacity: 0.85, mb: 0.5 }}>
          {tanggalPanjang()}
        </Typography>
        <Typography variant="h4" component="h1" sx={{ mb: 1.5, fontSize: { xs: 26, md: 34 } }}>
          {salam()}, {user?.data.nama ?? user?.username}
        </Typography>
        <Chip
          label={user?.data.role_label ?? user?.role}
          sx={{ bgcolor: 'rgba(255,255,255,0.18)', color: '#fff', fontWeight: 500 }}
        />
      </Paper>

      {menu.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography variant="h6" gutterBottom>
            Belum ada menu untuk peran Anda
          </Typography>
          <Typography color="text.secondary">
            Hubungi administrator agar akun Anda diberi peran yang sesuai dengan pekerjaan Anda.
          </Typography>
        </Paper>
      ) : (
        menu.map(({ grup, items }) => (
          <Box component="section" key={grup} sx={{ mb: 4 }} aria-label={grup}>
            <Typography variant="overline" component="h2" color="text.secondary" sx={{ fontWeight: 600 }}>
              {grup}
            </Typography>
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: {
                  xs: '1fr',
                  sm: 'repeat(2, 1fr)',
                  md: 'repeat(3, 1fr)',
                  lg: 'repeat(4, 1fr)',
                },
              }}
            >
              {items.map((item) => {
                const Ikon = ikonHalaman(item.icon);
                return (
                  <Card
                    key={item.path}
                    variant="outlined"
                    sx={{ '&:hover': { borderColor: 'primary.main' } }}
                  >
                    <CardActionArea
                      component={Link}
                      to={item.path}
                      sx={{ p: 2, display: 'flex', justifyContent: 'flex-start', gap: 2 }}
                    >
                      <Box
                        sx={(t) => ({
                          width: 44,
                          height: 44,
                          flexShrink: 0,
                          borderRadius: 2.5,
                          display: 'grid',
                          placeItems: 'center',
                          color: 'primary.main',
                          bgcolor: alpha(t.palette.primary.main, 0.1),
                        })}
                      >
                        <Ikon />
                      </Box>
                      <Typography sx={{ fontWeight: 500 }}>{item.title}</Typography>
                    </CardActionArea>
                  </Card>
                );
              })}
            </Box>
          </Box>
        ))
      )}
    </Box>
  );
}

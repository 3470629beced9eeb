import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { type BersalinDetail, can, formatTanggalJam } from '@rawat/domain';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../shell/session.tsx';
import { useToast } from '../../shell/toast.tsx';
import { useTulisBersalin } from './bersalin.api.ts';

/** Each baby of the delivery and its own patient record ('By. Ny. …', its No. RM). */
export function TabBayi({ b }: { b: BersalinDetail }) {
  const toast = useToast();
  const { user } = useSession();
  const bolehSurat = can(user?.role, 'surat:write');
  const tulis = useTulisBersalin(b.uid);
  if (!b.persalinan) return <Alert severity="info">Bayi didaftarkan setelah persalinan dicatat.</Alert>;

  const daftarkan = async (urutan: number) => {
    try {
      const r = await tulis.bayi.mutateAsync(urutan);
      toast.success(`${r.pasien?.nama ?? 'Bayi'} terdaftar dengan No. RM ${r.pasien?.no_rm ?? '-'}`);
    } catch (err) {
      toast.error(err);
    }
  };

  return (
    <Paper variant="outlined">
      <Table size="small" aria-label="Bayi baru lahir">
        <TableHead>
          <TableRow>
            <TableCell>Bayi</TableCell>
            <TableCell>Lahir</TableCell>
            <TableCell>Jenis kelamin</TableCell>
            <TableCell>BB / PB / LK</TableCell>
            <TableCell>APGAR</TableCell>
            <TableCell>Kelainan</TableCell>
            <TableCell>Pasien bayi</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {b.bayi.map((x) => (
            <TableRow key={x.urutan}>
              <TableCell>{x.urutan}</TableCell>
              <TableCell>{formatTanggalJam(x.waktu_lahir)}</TableCell>
              <TableCell>{x.jenis_kelamin === 'L' ? 'Laki-laki' : 'Perempuan'}</TableCell>
              <TableCell>
                {x.berat_gram} g / {x.panjang_cm} cm / {x.lingkar_kepala_cm ?? '-'} cm
              </TableCell>
              <TableCell>
                {x.apgar_1} / {x.apgar_5}
              </TableCell>
              <TableCell>{x.kelainan ?? 'Tidak ada'}</TableCell>
              <TableCell>
                {x.pasien ? (
                  <Stack
                    direction="row"
                    spacing={1.5}
                    sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
                  >
                    <Link component={RouterLink} to={`/detailpasien/${x.pasien.uid}`}>
                      {x.pasien.nama} · No. RM {x.pasien.no_rm}
                    </Link>
                    {bolehSurat ? (
                      // The letter is written from the mother's stay, prefilled from this baby's birth.
                      <Button
                        size="small"
                        variant="outlined"
                        startIcon={<DescriptionIcon />}
                        component={RouterLink}
                        to={`/tambah-lahir/${b.layanan_uid}?bayi=${x.pasien.uid}`}
                        aria-label={`Buat Surat Kelahiran ${x.pasien.nama}`}
                      >
                        Buat Surat Kelahiran
                      </Button>
                    ) : null}
                  </Stack>
                ) : b.boleh_tulis ? (
                  <Button
                    size="small"
                    variant="contained"
                    onClick={() => daftarkan(x.urutan)}
                    loading={tulis.bayi.isPending && tulis.bayi.variables === x.urutan}
                  >
                    Daftarkan Bayi
                  </Button>
                ) : (
                  'Belum didaftarkan'
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  type ApiMaster,
  type ApiTarif,
  formatAngka,
  formatRupiah,
  formatTanggal,
  KELAS_TARIF,
  type KelasTarif,
  LABEL_KELAS_TARIF,
  LABEL_PENJAMIN_TARIF,
  PENJAMIN_TARIF,
  type Tarif,
  toJakartaIsoDate,
} from '@rawat/domain';
import { useEffect, useMemo, useState } from 'react';
import { useAturTarif, useTarif } from '../../../api/master.ts';
import { pesanError, useToast } from '../../../shell/toast.tsx';
import { DateInput } from '../../../ui/DateInput.tsx';

export interface TarifDialogProps {
  /** The item whose prices are shown; null closes the dialog. */
  item: { uid: string; kode: string; nama: string } | null;
  /** The item's master list with its price contracts (`tindakanApi`). */
  api: ApiMaster & ApiTarif;
  onClose: () => void;
  /** Room classes offered (default all; outpatient-only items pass ['RAWAT_JALAN']). */
  kelas?: readonly KelasTarif[];
  /** May the user set prices (else read-only). */
  bolehUbah: boolean;
}

const kunci = (penjamin: string, kelas: string) => `${penjamin}/${kelas}`;

/** Groups a price history into lists by their start date, newest first. */
function perTanggal(riwayat: Tarif[]): [string, Tarif[]][] {
  const m = new Map<string, Tarif[]>();
  for (const t of riwayat) m.set(t.berlaku_mulai, [...(m.get(t.berlaku_mulai) ?? []), t]);
  return [...m.entries()];
}

/**
 * Prices of one procedure, lab test or exam per payer × room class, effective from a date that is
 * today or later: a price list never applies backwards, so bills already made keep their price.
 */
export function TarifDialog({ item, api, onClose, kelas = KELAS_TARIF, bolehUbah }: TarifDialogProps) {
  const toast = useToast();
  const theme = useTheme();
  const layarKecil = useMediaQuery(theme.breakpoints.down('sm'));
  const tarif = useTarif(api, item?.uid ?? null);
  const atur = useAturTarif(api);
  const hariIni = toJakartaIsoDate(new Date());
  const [mulai, setMulai] = useState<string | undefined>(hariIni);
  const [sel, setSel] = useState<Record<string, string>>({});
  const [galat, setGalat] = useState<string | null>(null);

  const berlaku = useMemo(() => {
    const m = new Map<string, number>();
    for (const t of tarif.data?.berlaku ?? []) m.set(kunci(t.penjamin, t.kelas), t.jumlah);
    return m;
  }, [tarif.data]);

  // Start from the prices in force, so a change touches only the cells the user edits.
  useEffect(() => {
    if (!item) return;
    setMulai(toJakartaIsoDate(new Date()));
    setGalat(null);
    setSel(Object.fromEntries([...berlaku].map(([k, v]) => [k, String(v)])));
  }, [item, berlaku]);

  const simpan = async () => {
    if (!item) return;
    setGalat(null);
    if (!mulai) return setGalat('Tanggal berlaku wajib diisi');
    if (mulai < hariIni) return setGalat('Tarif tidak dapat berlaku surut; pilih hari ini atau sesudahnya');
    const isi = PENJAMIN_TARIF.flatMap((penjamin) =>
      kelas.flatMap((k) => {
        const v = sel[kunci(penjamin, k)];
        return v ? [{ penjamin, kelas: k, jumlah: Number(v) }] : [];
      }),
    );
    if (isi.length === 0) return setGalat('Isi minimal satu tarif');
    try {
      await atur.mutateAsync({ uid: item.uid, body: { berlaku_mulai: mulai, tarif: isi } });
      toast.success(
        `Tarif ${item.kode} – ${item.nama} disimpan, berlaku mulai ${formatTanggal(`${mulai}T00:00:00+07:00`)}`,
      );
      onClose();
    } catch (err) {
      setGalat(pesanError(err));
    }
  };

  const riwayat = perTanggal(tarif.data?.riwayat ?? []);

  return (
    <Dialog
      open={Boolean(item)}
      onClose={atur.isPending ? undefined : onClose}
      fullWidth
      maxWidth="md"
      fullScreen={layarKecil}
    >
      <DialogTitle>
        Tarif {item?.kode} – {item?.nama}
      </DialogTitle>
      <DialogContent dividers>
        {galat ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {galat}
          </Alert>
        ) : null}
        {tarif.isLoading ? (
          <Skeleton variant="rounded" height={220} />
        ) : (
          <>
            {bolehUbah ? (
              <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
                <DateInput
                  label="Berlaku Mulai"
                  value={mulai}
                  onChange={setMulai}
                  min={hariIni}
                  noMax
                  required
                  size="small"
                />
                <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 260px' }}>
                  Tarif baru berlaku sejak tanggal ini. Tagihan yang sudah dibuat tetap memakai tarif lamanya.
                  Sel kosong berarti tarif sel itu tidak diubah.
                </Typography>
              </Box>
            ) : null}
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label="Tabel tarif">
                <TableHead>
                  <TableRow>
                    <TableCell>Kelas</TableCell>
                    {PENJAMIN_TARIF.map((p) => (
                      <TableCell key={p} align="right">
                        {LABEL_PENJAMIN_TARIF[p]}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {kelas.map((k) => (
                    <TableRow key={k}>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{LABEL_KELAS_TARIF[k]}</TableCell>
                      {PENJAMIN_TARIF.map((p) => {
                        const id = kunci(p, k);
                        const sekarang = berlaku.get(id);
                        if (!bolehUbah)
                          return (
                            <TableCell key={p} align="right">
                              {sekarang === undefined ? '–' : formatRupiah(sekarang)}
                            </TableCell>
                          );
                        const v = sel[id] ?? '';
                        return (
                          <TableCell key={p} align="right" sx={{ minWidth: 150 }}>
                            <TextField
                              size="small"
                              value={v ? formatAngka(Number(v)) : ''}
                              onChange={(e) =>
                                setSel((s) => ({
                                  ...s,
                                  [id]: e.target.value.replace(/\D/g, '').slice(0, 13),
                                }))
                              }
                              slotProps={{
                                htmlInput: {
                                  inputMode: 'numeric',
                                  'aria-label': `Tarif ${LABEL_PENJAMIN_TARIF[p]} ${LABEL_KELAS_TARIF[k]}`,
                                  style: { textAlign: 'right' },
                                },
                                input: {
                                  startAdornment: <InputAdornment position="start">Rp</InputAdornment>,
                                },
                              }}
                              helperText={
                                sekarang !== undefined && String(sekarang) !== v
                                  ? `Kini ${formatRupiah(sekarang)}`
                                  : ' '
                              }
                            />
                          </TableCell>
                        );
                      })}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
            <Typography variant="subtitle2" sx={{ mt: 3, mb: 1 }}>
              Riwayat Tarif
            </Typography>
            {riwayat.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                Belum ada tarif.
              </Typography>
            ) : (
              riwayat.map(([tgl, list]) => (
                <Box key={tgl} sx={{ mb: 1 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    Berlaku mulai {formatTanggal(`${tgl}T00:00:00+07:00`)}
                    {tgl > hariIni ? ' (terjadwal)' : ''}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {list
                      .map(
                        (t) =>
                          `${LABEL_PENJAMIN_TARIF[t.penjamin]} ${LABEL_KELAS_TARIF[t.kelas]}: ${formatRupiah(t.jumlah)}`,
                      )
                      .join(' · ')}
                  </Typography>
                </Box>
              ))
            )}
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose} color="inherit" disabled={atur.isPending}>
          {bolehUbah ? 'Batal' : 'Tutup'}
        </Button>
        {bolehUbah ? (
          <Button variant="contained" onClick={() => void simpan()} loading={atur.isPending}>
            Simpan Tarif
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}

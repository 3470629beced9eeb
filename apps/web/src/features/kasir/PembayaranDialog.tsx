import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  bankApi,
  batasDiskon,
  formatRupiah,
  LABEL_METODE_BAYAR,
  METODE_BAYAR,
  METODE_DENGAN_BANK,
  type MetodeBayar,
  type Pembayaran,
  ringkasTertunda,
  type Tertunda,
} from '@rawat/domain';
import { type ReactNode, useEffect } from 'react';
import { type Path, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useMasterAktif } from '../../api/master.ts';
import { useToast } from '../../shell/toast.tsx';
import { useConfirm } from '../../ui/confirm.tsx';
import { FormDialog } from '../../ui/form/FormDialog.tsx';
import { FormAngka, FormPilih, FormTeks } from '../../ui/form/fields.tsx';
import { terapkanGalatServer } from '../../ui/form-errors.ts';
import { useBayar, useWewenangSaya } from './kasir.api.ts';

/** What is being paid: a visit's open bill or a walk-in sale, as the cashier saw it. */
export interface YangDibayar {
  kunjungan_uid?: string;
  penjualan_uid?: string;
  nama: string;
  /** The open total sent back as total_tagihan (the server refuses it if the bill moved). */
  total_tagihan: number;
  /** The payer's part of it. */
  ditanggung: number;
  label_penjamin: string;
  saldo_deposit: number;
  /** Orders and prescriptions of the visit not yet charged: paying now needs the cashier's word. */
  tertunda?: readonly Tertunda[];
}

interface BarisMetode {
  metode: MetodeBayar;
  jumlah: string;
  bank_uid: string;
  referensi: string;
  diterima: string;
}
interface Nilai {
  diskon: string;
  alasan_diskon: string;
  metode: BarisMetode[];
}

const angka = (s: string | undefined) => (s && /^\d+$/.test(s) ? Number(s) : 0);
const barisBaru = (metode: MetodeBayar, jumlah: number): BarisMetode => ({
  metode,
  jumlah: jumlah > 0 ? String(jumlah) : '',
  bank_uid: '',
  referensi: '',
  diterima: '',
});

function Baris({
  label,
  nilai,
  tebal,
  warna,
}: {
  label: ReactNode;
  nilai: ReactNode;
  tebal?: boolean;
  warna?: string;
}) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', py: 0.25 }}>
      <Typography variant="body2" sx={{ fontWeight: tebal ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: tebal ? 700 : 500, color: warna }}>
        {nilai}
      </Typography>
    </Box>
  );
}

/**
 * Taking a payment: the patient's due after the payer's part, an optional discount (with its
 * reason, within the cashier's authority), then one or more methods — cash with the change
 * computed, transfer or card with the bank, QRIS with its reference, the visit's deposit — that
 * must add up to the amount due before the button enables.
 */
export function PembayaranDialog({
  open,
  onClose,
  tagihan,
  setelahBayar,
}: {
  open: boolean;
  onClose: () => void;
  tagihan: YangDibayar;
  setelahBayar: (p: Pembayaran) => void;
}) {
  const toast = useToast();
  const confirm = useConfirm();
  const bayar = useBayar();
  const tertunda = tagihan.tertunda ?? [];
  const bank = useMasterAktif(bankApi);
  const wewenang = useWewenangSaya(open);
  const due = tagihan.total_tagihan - tagihan.ditanggung;
  // A visit's deposit (an inpatient stay's, usually) is applied first; cash for the rest. What is
  // left of the deposit goes back through the deposit panel's Refund (docs/ranap/tagihan.md).
  const pakaiDeposit = tagihan.kunjungan_uid ? Math.max(0, Math.min(tagihan.saldo_deposit, due)) : 0;
  const metodeAwal = (): BarisMetode[] =>
    due <= 0
      ? []
      : [
          ...(pakaiDeposit > 0 ? [barisBaru('DEPOSIT', pakaiDeposit)] : []),
          ...(due > pakaiDeposit ? [barisBaru('TUNAI', due - pakaiDeposit)] : []),
        ];
  const form = useForm<Nilai>({
    defaultValues: { diskon: '', alasan_diskon: '', metode: metodeAwal() },
  });
  const { control, reset, setError } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'metode' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: metodeAwal follows due and pakaiDeposit
  useEffect(() => {
    if (open) reset({ diskon: '', alasan_diskon: '', metode: metodeAwal() });
  }, [open, due, pakaiDeposit, reset]);

  const nilai = useWatch({ control }) as Nilai;
  const diskon = angka(nilai.diskon);
  const harus = Math.max(0, due - diskon);
  const teralokasi = (nilai.metode ?? []).reduce((n, m) => n + angka(m?.jumlah), 0);
  const kurang = harus - teralokasi;
  const tunai = (nilai.metode ?? []).find((m) => m?.metode === 'TUNAI');
  const kembalian =
    tunai && angka(tunai.diterima) > angka(tunai.jumlah) ? angka(tunai.diterima) - angka(tunai.jumlah) : 0;
  const persen = wewenang.data?.maks_diskon_persen ?? 0;
  const bolehDiskon = Boolean(tagihan.kunjungan_uid) && persen > 0 && due > 0;
  const pilihanMetode = METODE_BAYAR.filter(
    (m) => m !== 'DEPOSIT' || (tagihan.kunjungan_uid && tagihan.saldo_deposit > 0),
  ).map((m) => ({ value: m, label: LABEL_METODE_BAYAR[m] }));
  const pilihanBank = (bank.data ?? []).map((b) => ({ value: b.uid, label: b.nama }));

  const simpan = async (v: Nilai) => {
    if (kurang !== 0)
      return kurang > 0
        ? `Masih kurang ${formatRupiah(kurang)} dari yang harus dibayar`
        : `Kelebihan ${formatRupiah(-kurang)}: kurangi salah satu cara bayar`;
    // Issue 17: a charge arriving after the payment reopens the bill once the patient has gone.
    if (
      tertunda.length &&
      !(await confirm({
        title: 'Belum semua ditagihkan',
        message: `${ringkasTertunda(tertunda)}. Tetap bayar sekarang?`,
        confirmLabel: 'Tetap Bayar',
        cancelLabel: 'Kembali',
      }))
    )
      return;
    const p = await bayar.mutateAsync({
      ...(tagihan.kunjungan_uid ? { kunjungan_uid: tagihan.kunjungan_uid } : {}),
      ...(tagihan.penjualan_uid ? { penjualan_uid: tagihan.penjualan_uid } : {}),
      total_tagihan: tagihan.total_tagihan,
      diskon,
      alasan_diskon: v.alasan_diskon || null,
      metode: v.metode.map((m) => ({
        metode: m.metode,
        jumlah: angka(m.jumlah),
        bank_uid: METODE_DENGAN_BANK.includes(m.metode) ? m.bank_uid || null : null,
        referensi: m.referensi || null,
        diterima: m.metode === 'TUNAI' && m.diterima ? angka(m.diterima) : null,
      })),
      abaikan_tertunda: tertunda.length > 0,
    });
    toast.success(`Pembayaran ${p.nomor} sebesar ${formatRupiah(p.jumlah_bayar)} tersimpan`);
    setelahBayar(p);
    onClose();
  };
  // A refused line lands on its own row's fields ('metode.1.jumlah').
  const galatServer = (err: unknown, v: Nilai) => {
    const medan: Path<Nilai>[] = [
      'diskon',
      'alasan_diskon',
      ...v.metode.flatMap((_, i) =>
        (['jumlah', 'bank_uid', 'referensi', 'diterima'] as const).map(
          (f) => `metode.${i}.${f}` as Path<Nilai>,
        ),
      ),
    ];
    return terapkanGalatServer(err, medan, setError);
  };

  return (
    <FormDialog<Nilai, Nilai>
      open={open}
      onClose={onClose}
      judul={`Pembayaran – ${tagihan.nama}`}
      form={form}
      onSimpan={simpan}
      galatServer={galatServer}
      tombolSimpan={`Bayar ${formatRupiah(harus)}`}
      bisaSimpan={kurang === 0}
      maxWidth="md"
      layarPenuhKecil
      labelForm="Form pembayaran"
    >
      {tertunda.length ? (
        <Alert severity="warning" sx={{ mb: 2 }} aria-label="Belum ditagihkan">
          {ringkasTertunda(tertunda)}:{' '}
          {tertunda
            .map((x) => `${x.label.toLowerCase()} ${x.nomor} (${x.label_status.toLowerCase()})`)
            .join(', ')}
          . Tagihannya akan menyusul setelah pembayaran ini.
        </Alert>
      ) : null}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Baris label="Tagihan" nilai={formatRupiah(tagihan.total_tagihan)} />
            {tagihan.ditanggung ? (
              <Baris
                label={`Ditanggung ${tagihan.label_penjamin}`}
                nilai={`− ${formatRupiah(tagihan.ditanggung)}`}
              />
            ) : null}
            {diskon ? <Baris label="Diskon" nilai={`− ${formatRupiah(diskon)}`} /> : null}
            <Divider sx={{ my: 1 }} />
            <Baris label="Harus dibayar" nilai={formatRupiah(harus)} tebal />
            <Baris label="Dialokasikan" nilai={formatRupiah(teralokasi)} />
            <Baris
              label={kurang >= 0 ? 'Kurang' : 'Lebih'}
              nilai={formatRupiah(Math.abs(kurang))}
              tebal
              warna={kurang === 0 ? 'success.main' : 'error.main'}
            />
            {kembalian > 0 ? (
              <Box
                sx={{
                  mt: 1.5,
                  p: 1.5,
                  borderRadius: 1,
                  bgcolor: 'success.50',
                  border: 1,
                  borderColor: 'success.light',
                }}
              >
                <Typography variant="caption" color="text.secondary">
                  Kembalian
                </Typography>
                <Typography variant="h5" sx={{ fontWeight: 700 }} data-testid="kembalian">
                  {formatRupiah(kembalian)}
                </Typography>
              </Box>
            ) : null}
            {tagihan.saldo_deposit > 0 ? (
              <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
                Saldo deposit: {formatRupiah(tagihan.saldo_deposit)}
              </Typography>
            ) : null}
          </Paper>
          {bolehDiskon ? (
            <Box sx={{ mt: 2, display: 'grid', gap: 1.5 }}>
              <FormAngka<Nilai>
                name="diskon"
                label="Diskon"
                rupiah
                helperText={`Maksimal ${persen}% = ${formatRupiah(batasDiskon(due, persen))}`}
              />
              {diskon > 0 ? (
                <FormTeks<Nilai> name="alasan_diskon" label="Alasan diskon" required multiline />
              ) : null}
            </Box>
          ) : null}
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          {harus === 0 && fields.length === 0 ? (
            <Alert severity="info">
              Tidak ada yang dibayar pasien: seluruh tagihan ditanggung {tagihan.label_penjamin}. Simpan untuk
              menutup tagihan dan mencetak kuitansi.
            </Alert>
          ) : null}
          {fields.map((f, i) => {
            const m = nilai.metode?.[i]?.metode;
            return (
              <Paper key={f.id} variant="outlined" sx={{ p: 1.5, mb: 1.5 }}>
                <Grid container spacing={1.5} sx={{ alignItems: 'flex-start' }}>
                  <Grid size={{ xs: 12, sm: 5 }}>
                    <FormPilih<Nilai>
                      name={`metode.${i}.metode`}
                      label="Cara bayar"
                      required
                      pilihan={pilihanMetode}
                    />
                  </Grid>
                  <Grid size={{ xs: 10, sm: 6 }}>
                    <FormAngka<Nilai> name={`metode.${i}.jumlah`} label="Jumlah" required rupiah />
                  </Grid>
                  <Grid size={{ xs: 2, sm: 1 }}>
                    <IconButton
                      aria-label={`Hapus cara bayar ${i + 1}`}
                      onClick={() => remove(i)}
                      sx={{ mt: 1 }}
                    >
                      <DeleteOutlineIcon />
                    </IconButton>
                  </Grid>
                  {m === 'TUNAI' ? (
                    <Grid size={{ xs: 12, sm: 6 }}>
                      <FormAngka<Nilai>
                        name={`metode.${i}.diterima`}
                        label="Uang diterima"
                        rupiah
                        helperText="Kosongkan bila uang pas"
                      />
                    </Grid>
                  ) : null}
                  {m && METODE_DENGAN_BANK.includes(m) ? (
                    <Grid size={{ xs: 12, sm: 6 }}>
                      <FormPilih<Nilai>
                        name={`metode.${i}.bank_uid`}
                        label="Bank"
                        required
                        pilihan={pilihanBank}
                      />
                    </Grid>
                  ) : null}
                  {m && m !== 'TUNAI' && m !== 'DEPOSIT' ? (
                    <Grid size={{ xs: 12, sm: 6 }}>
                      <FormTeks<Nilai>
                        name={`metode.${i}.referensi`}
                        label={m === 'QRIS' ? 'No. referensi QRIS' : 'No. referensi / approval'}
                        required={m === 'QRIS'}
                      />
                    </Grid>
                  ) : null}
                </Grid>
              </Paper>
            );
          })}
          {fields.length < 6 && (harus > 0 || fields.length > 0) ? (
            <Button
              startIcon={<AddIcon />}
              onClick={() => append(barisBaru(fields.length === 0 ? 'TUNAI' : 'QRIS', Math.max(0, kurang)))}
            >
              Tambah cara bayar
            </Button>
          ) : null}
        </Grid>
      </Grid>
    </FormDialog>
  );
}

import AddIcon from '@mui/icons-material/Add';
import LockClockIcon from '@mui/icons-material/LockClock';
import PrintIcon from '@mui/icons-material/Print';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import UndoIcon from '@mui/icons-material/Undo';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type Deposit, formatJam, formatRupiah, formatTanggalPendek, type KertasKasir } from '@rawat/domain';
import { useState } from 'react';
import { pesanError } from '../../../shell/toast.tsx';
import { PdfViewerDialog } from '../../../ui/PdfViewerDialog.tsx';
import { BukaShiftDialog } from '../shift/BukaShiftDialog.tsx';
import { useShiftAktif } from '../shift/shift.api.ts';
import { DepositDialog } from './DepositDialog.tsx';
import { urlBuktiDeposit, useDepositKunjungan } from './deposit.api.ts';

/** 'Transfer Bank · BCA · TRF-001', or the receipt a use of the deposit belongs to. */
function uraianMutasi(m: Deposit): string {
  if (m.pembayaran) return `Kuitansi ${m.pembayaran.nomor}`;
  return [m.label_metode, m.bank?.nama, m.referensi].filter(Boolean).join(' · ');
}

/**
 * The deposit of a visit on its bill: the balance, what was deposited, used and refunded,
 * each movement (newest first) with its slip, and 'Terima Deposit' / 'Refund'. A new deposit is
 * taken only while the visit is active; a refund any time there is a balance. Both are recorded in
 * the cashier's open shift (the server refuses them otherwise): without one the buttons say so up
 * front and open the shift here, then go on to the deposit form (issue 17 point 4).
 */
export default function DepositPanel({
  kunjunganUid,
  diminta,
}: {
  kunjunganUid: string;
  /** A stay's deposit asked at admission (docs/ranap/tagihan.md); left out for other visits. */
  diminta?: number;
}) {
  const q = useDepositKunjungan(kunjunganUid);
  const [dialog, setDialog] = useState<'SETOR' | 'REFUND' | null>(null);
  const shift = useShiftAktif();
  const tanpaShift = shift.data === null;
  // The form to open once the shift is open.
  const [setelahShift, setSetelahShift] = useState<'SETOR' | 'REFUND' | null>(null);
  const mulai = (jenis: 'SETOR' | 'REFUND') => (tanpaShift ? setSetelahShift(jenis) : setDialog(jenis));
  const [cetak, setCetak] = useState<{ d: Deposit; kertas: KertasKasir } | null>(null);
  const d = q.data;
  const saldo = d?.jumlah.saldo ?? 0;
  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 2 }} component="section" aria-label="Deposit">
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          Deposit
        </Typography>
        <Typography variant="subtitle1" sx={{ fontWeight: 700 }} aria-label="Saldo deposit">
          {d ? formatRupiah(saldo) : <Skeleton width={90} />}
        </Typography>
      </Box>
      {q.isError ? <Alert severity="error">{pesanError(q.error)}</Alert> : null}
      {d ? (
        <>
          {diminta !== undefined ? (
            <Typography variant="body2" component="p" sx={{ mb: 0.5 }}>
              Deposit diminta saat masuk: <b>{formatRupiah(diminta)}</b>
            </Typography>
          ) : null}
          <Typography variant="caption" color="text.secondary" component="p">
            Setor {formatRupiah(d.jumlah.setor)} · dipakai {formatRupiah(d.jumlah.pakai)} · dikembalikan{' '}
            {formatRupiah(d.jumlah.refund)}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, mt: 1.5, flexWrap: 'wrap' }}>
            <Tooltip
              title={d.boleh_setor ? '' : 'Kunjungan sudah selesai atau batal: deposit baru tidak diterima'}
            >
              <span>
                <Button
                  size="small"
                  variant="contained"
                  color={tanpaShift ? 'warning' : 'primary'}
                  startIcon={tanpaShift ? <LockClockIcon /> : <AddIcon />}
                  onClick={() => mulai('SETOR')}
                  disabled={!d.boleh_setor}
                >
                  {tanpaShift ? 'Buka Shift untuk Menerima Deposit' : 'Terima Deposit'}
                </Button>
              </span>
            </Tooltip>
            <Button
              size="small"
              variant="outlined"
              color="warning"
              startIcon={tanpaShift ? <LockClockIcon /> : <UndoIcon />}
              onClick={() => mulai('REFUND')}
              disabled={saldo <= 0}
            >
              {tanpaShift ? 'Buka Shift untuk Refund' : 'Refund'}
            </Button>
          </Box>
          {tanpaShift ? (
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.75 }}>
              Shift kasir Anda belum dibuka. Deposit dan refund dicatat di shift, jadi buka shift dengan modal
              awal terlebih dahulu.
            </Typography>
          ) : null}
          {d.mutasi.length === 0 ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
              Belum ada deposit untuk kunjungan ini.
            </Typography>
          ) : (
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5 }} aria-label="Mutasi deposit">
              {[...d.mutasi].reverse().map((m) => (
                <Box
                  component="li"
                  key={m.uid}
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 1,
                    py: 1,
                    borderTop: 1,
                    borderColor: 'divider',
                  }}
                >
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                      <Typography variant="body2" sx={{ fontWeight: 600 }}>
                        {m.label_jenis}
                      </Typography>
                      <Typography
                        variant="body2"
                        sx={{
                          fontWeight: 600,
                          color: m.jumlah < 0 ? 'error.main' : 'success.main',
                          whiteSpace: 'nowrap',
                        }}
                      >
                        {m.jumlah > 0 ? '+' : '−'}
                        {formatRupiah(Math.abs(m.jumlah))}
                      </Typography>
                    </Box>
                    <Typography variant="caption" color="text.secondary" component="p">
                      {[m.nomor, `${formatTanggalPendek(m.created_at)} ${formatJam(m.created_at)}`]
                        .filter(Boolean)
                        .join(' · ')}
                    </Typography>
                    <Typography variant="caption" color="text.secondary" component="p">
                      {[uraianMutasi(m), m.kasir.nama].filter(Boolean).join(' · ')}
                    </Typography>
                  </Box>
                  {m.nomor ? (
                    <>
                      <Tooltip title="Cetak bukti A4">
                        <IconButton
                          aria-label={`Cetak bukti ${m.nomor}`}
                          onClick={() => setCetak({ d: m, kertas: 'A4' })}
                        >
                          <PrintIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                      <Tooltip title="Cetak struk 80 mm">
                        <IconButton
                          aria-label={`Cetak struk ${m.nomor}`}
                          onClick={() => setCetak({ d: m, kertas: '80mm' })}
                        >
                          <ReceiptLongIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    </>
                  ) : null}
                </Box>
              ))}
            </Box>
          )}
          <DepositDialog
            jenis={dialog}
            kunjunganUid={kunjunganUid}
            namaPasien={`${d.pasien.nama} (${d.pasien.no_rm})`}
            saldo={saldo}
            onClose={() => setDialog(null)}
            setelahSimpan={(m) => setCetak({ d: m, kertas: '80mm' })}
          />
        </>
      ) : null}
      <BukaShiftDialog
        open={Boolean(setelahShift)}
        onClose={() => setSetelahShift(null)}
        setelahBuka={() => setDialog(setelahShift)}
      />
      {cetak?.d.nomor ? (
        <PdfViewerDialog
          open
          title={`Bukti Deposit ${cetak.d.nomor}`}
          url={urlBuktiDeposit(cetak.d.uid, cetak.kertas)}
          onClose={() => setCetak(null)}
        />
      ) : null}
    </Paper>
  );
}

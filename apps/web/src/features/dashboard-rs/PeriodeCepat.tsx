import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';

const hariKe = (iso: string, n: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

/** Quick periods from today (Jakarta, as the server answers it): today, 7 days, this month, last month. */
export function PeriodeCepat({
  hariIni,
  onPilih,
}: {
  hariIni: string | undefined;
  onPilih: (p: { dari: string; sampai: string }) => void;
}) {
  if (!hariIni) return null;
  const awalBulan = `${hariIni.slice(0, 8)}01`;
  const akhirBulanLalu = hariKe(awalBulan, -1);
  const pilihan = [
    { label: 'Hari ini', dari: hariIni, sampai: hariIni },
    { label: '7 hari', dari: hariKe(hariIni, -6), sampai: hariIni },
    { label: 'Bulan ini', dari: awalBulan, sampai: hariIni },
    { label: 'Bulan lalu', dari: `${akhirBulanLalu.slice(0, 8)}01`, sampai: akhirBulanLalu },
  ];
  return (
    <ButtonGroup size="small" variant="outlined" aria-label="Periode cepat">
      {pilihan.map((p) => (
        <Button key={p.label} onClick={() => onPilih({ dari: p.dari, sampai: p.sampai })}>
          {p.label}
        </Button>
      ))}
    </ButtonGroup>
  );
}

/**
 * A coordinator's or viewer's figures: those of their cities, added up from each city's kept
 * document (`cityStats`, one live query of at most ten), never counted from the people.
 */
import type { CityStats } from '@gh/common/documents';
import { useT } from '../../../i18n/I18n';
import { useLiveCollection } from '../../../lib/live';
import { CITY_FIGURES, cityStatsQuery, sumOfCities } from '../adminData';
import { FiguresPanel } from '../panels/FiguresPanel';

export function CityFigures({ cities }: { cities: readonly string[] }) {
  const t = useT();
  const { path, filters, limit } = cityStatsQuery(cities);
  const kept = useLiveCollection<CityStats>(path, filters, { limit });
  const figures = kept.status === 'success' ? sumOfCities(kept.data ?? []) : null;
  return <FiguresPanel title={t('staff.cityFiguresTitle')} shown={CITY_FIGURES} figures={figures} error={kept.error} />;
}

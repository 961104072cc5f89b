import { HomePage } from '../../features/home/pages/home-page';
import { ListRail } from '../../features/lists/components/list-rail';

/** home and db-home: the home feature's page with the lists feature's latest movie and serial lists. */
export function HomeRoute() {
  return (
    <HomePage
      lists={
        <>
          <ListRail kind="movie" />
          <ListRail kind="serial" />
        </>
      }
    />
  );
}

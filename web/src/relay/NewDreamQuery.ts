// What the page of a dream reads of the viewer and the server (the viewer's access, which interpreter
// writes), loaded with the new-dream form: after Save, the new dream's page then opens from the store,
// without a round trip behind a skeleton (createDreamUpdater leaves the dream itself there). The form
// shows none of it; the route keeps it while the form is open.
import { graphql } from 'react-relay';

export const newDreamQuery = graphql`
  query NewDreamQuery {
    ...InterpretationPanels_query
  }
`;

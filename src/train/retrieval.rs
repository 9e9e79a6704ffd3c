//! Re-identification evaluation: every query image ranks the gallery by feature distance;
//! mean average precision (mAP) and the cumulative matching characteristic (rank-k) over the
//! queries, with the standard Market-1501 protocol: gallery images of the query's identity
//! taken by the query's camera are removed from its ranking (they are not a re-identification
//! across cameras), and a query without any remaining true match is left out.

/// One image's identity and camera.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Tag {
    pub identity: i64,
    pub camera: u32,
}

/// Retrieval scores over the queries that have a true match.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct RetrievalScores {
    pub mean_average_precision: f64,
    pub rank1: f64,
    pub rank5: f64,
    /// Queries scored (those with at least one true match across cameras).
    pub queries: usize,
}

/// Squared Euclidean distance.
fn distance(a: &[f32], b: &[f32]) -> f64 {
    a.iter().zip(b).map(|(x, y)| f64::from(x - y).powi(2)).sum()
}

/// Divide each feature vector by its Euclidean norm (at least 1e-12, as PyTorch's
/// `F.normalize`, which TransReID's evaluation applies to query and gallery alike).
pub(crate) fn normalize(features: &mut [Vec<f32>]) {
    for row in features {
        let norm = row
            .iter()
            .map(|x| f64::from(*x).powi(2))
            .sum::<f64>()
            .sqrt();
        let norm = norm.max(1e-12) as f32;
        for x in row.iter_mut() {
            *x /= norm;
        }
    }
}

/// Rank `gallery` for every query and score it. Features are compared by Euclidean distance
/// as given ([`normalize`] them first for the plan's `normalized`); ties keep the gallery
/// order.
pub(crate) fn evaluate(
    queries: &[Vec<f32>],
    query_tags: &[Tag],
    gallery: &[Vec<f32>],
    gallery_tags: &[Tag],
) -> RetrievalScores {
    let mut ap_sum = 0.0;
    let mut rank1 = 0usize;
    let mut rank5 = 0usize;
    let mut scored = 0usize;
    for (q, tag) in queries.iter().zip(query_tags) {
        let mut order: Vec<(f64, usize)> = gallery
            .iter()
            .enumerate()
            .filter(|(g, _)| {
                let t = gallery_tags[*g];
                !(t.identity == tag.identity && t.camera == tag.camera)
            })
            .map(|(g, features)| (distance(q, features), g))
            .collect();
        order.sort_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)));
        let matches: Vec<bool> = order
            .iter()
            .map(|(_, g)| gallery_tags[*g].identity == tag.identity)
            .collect();
        let relevant = matches.iter().filter(|m| **m).count();
        if relevant == 0 {
            continue;
        }
        scored += 1;
        let first = matches.iter().position(|m| *m).expect("a match exists");
        rank1 += usize::from(first == 0);
        rank5 += usize::from(first < 5);
        // Average precision: the mean of precision@k over the ranks k of the true matches.
        let mut hits = 0usize;
        let mut precision_sum = 0.0;
        for (k, m) in matches.iter().enumerate() {
            if *m {
                hits += 1;
                precision_sum += hits as f64 / (k + 1) as f64;
            }
        }
        ap_sum += precision_sum / relevant as f64;
    }
    let n = scored.max(1) as f64;
    RetrievalScores {
        mean_average_precision: ap_sum / n,
        rank1: rank1 as f64 / n,
        rank5: rank5 as f64 / n,
        queries: scored,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tag(identity: i64, camera: u32) -> Tag {
        Tag { identity, camera }
    }

    #[test]
    fn average_precision_and_ranks_by_hand() {
        // One-dimensional features: the gallery ranks by |x - q|.
        let gallery = vec![vec![1.0], vec![2.0], vec![3.0], vec![4.0], vec![0.5]];
        let gallery_tags = vec![tag(7, 2), tag(9, 2), tag(7, 3), tag(9, 1), tag(7, 1)];
        // Query identity 7 from camera 1 at 0: the camera-1 image of identity 7 (0.5) is
        // removed; ranking 1.0 (7), 2.0 (9), 3.0 (7), 4.0 (9): AP = (1/1 + 2/3) / 2.
        let scores = evaluate(&[vec![0.0]], &[tag(7, 1)], &gallery, &gallery_tags);
        assert_eq!(scores.queries, 1);
        assert!((scores.mean_average_precision - (1.0 + 2.0 / 3.0) / 2.0).abs() < 1e-12);
        assert_eq!((scores.rank1, scores.rank5), (1.0, 1.0));
        // Query identity 9 from camera 3 at 0: ranking 0.5 (7), 1.0 (7), 2.0 (9), 3.0 (7),
        // 4.0 (9): first match at rank 3; AP = (1/3 + 2/5) / 2.
        let scores = evaluate(&[vec![0.0]], &[tag(9, 3)], &gallery, &gallery_tags);
        assert!((scores.mean_average_precision - (1.0 / 3.0 + 2.0 / 5.0) / 2.0).abs() < 1e-12);
        assert_eq!((scores.rank1, scores.rank5), (0.0, 1.0));
    }

    /// Normalized, the gallery ranks by direction alone: a match pointing the query's way but
    /// twice as long outranks a non-match nearer in raw distance, which ranks first raw.
    #[test]
    fn normalized_features_rank_by_direction() {
        let query = vec![vec![1.0, 0.0]];
        let mut gallery = vec![vec![2.0, 0.0], vec![0.8, 0.6]];
        let gallery_tags = vec![tag(1, 2), tag(2, 2)];
        let raw = evaluate(&query, &[tag(1, 1)], &gallery, &gallery_tags);
        // Raw squared distances: 1.0 to the match, 0.04 + 0.36 = 0.4 to the other.
        assert_eq!((raw.rank1, raw.mean_average_precision), (0.0, 0.5));
        let mut query = query;
        normalize(&mut query);
        normalize(&mut gallery);
        assert_eq!(gallery[0], [1.0, 0.0]);
        assert!((gallery[1][0] - 0.8).abs() < 1e-7 && (gallery[1][1] - 0.6).abs() < 1e-7);
        let normalized = evaluate(&query, &[tag(1, 1)], &gallery, &gallery_tags);
        assert_eq!(
            (normalized.rank1, normalized.mean_average_precision),
            (1.0, 1.0)
        );
        // A zero vector stays zero (divided by 1e-12, not by 0).
        let mut zero = vec![vec![0.0f32; 3]];
        normalize(&mut zero);
        assert_eq!(zero[0], [0.0; 3]);
    }

    #[test]
    fn queries_without_a_cross_camera_match_are_left_out() {
        let gallery = vec![vec![0.0], vec![1.0]];
        let gallery_tags = vec![tag(1, 1), tag(2, 2)];
        // Identity 1's only gallery image is from the query's own camera.
        let scores = evaluate(
            &[vec![0.0], vec![1.0]],
            &[tag(1, 1), tag(2, 1)],
            &gallery,
            &gallery_tags,
        );
        assert_eq!(scores.queries, 1);
        assert_eq!(scores.rank1, 1.0);
        assert_eq!(scores.mean_average_precision, 1.0);
    }
}

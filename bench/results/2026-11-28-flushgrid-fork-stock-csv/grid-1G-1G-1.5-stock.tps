sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 1692.27 qps: 10181.55 (r/w/o: 0.00/6789.03/3392.52) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 1876.48 qps: 11270.85 (r/w/o: 0.00/7517.90/3752.95) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 2188.45 qps: 13112.70 (r/w/o: 0.00/8736.80/4375.90) lat (ms,95%): 9.06 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 2073.63 qps: 12457.81 (r/w/o: 0.00/8309.54/4148.27) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 2153.30 qps: 12913.83 (r/w/o: 0.00/8607.22/4306.61) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 1849.15 qps: 11091.89 (r/w/o: 0.00/7393.59/3698.30) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 1658.45 qps: 9942.68 (r/w/o: 0.00/6626.79/3315.89) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 1741.94 qps: 10464.65 (r/w/o: 0.00/6979.76/3484.89) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 1859.78 qps: 11161.66 (r/w/o: 0.00/7442.11/3719.55) lat (ms,95%): 8.74 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 1619.66 qps: 9713.98 (r/w/o: 0.00/6474.65/3239.33) lat (ms,95%): 12.75 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 1570.58 qps: 9422.49 (r/w/o: 0.00/6282.33/3140.17) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 1646.43 qps: 9880.59 (r/w/o: 0.00/6586.72/3293.86) lat (ms,95%): 12.98 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 1622.74 qps: 9738.44 (r/w/o: 0.00/6492.96/3245.48) lat (ms,95%): 12.08 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 1889.52 qps: 11328.13 (r/w/o: 0.00/7549.08/3779.04) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 1854.97 qps: 11135.81 (r/w/o: 0.00/7425.88/3709.94) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 2051.76 qps: 12306.58 (r/w/o: 0.00/8204.05/4102.53) lat (ms,95%): 8.58 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 2192.17 qps: 13155.03 (r/w/o: 0.00/8769.69/4385.34) lat (ms,95%): 8.13 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 2113.65 qps: 12690.90 (r/w/o: 0.00/8463.60/4227.30) lat (ms,95%): 8.74 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 1882.91 qps: 11295.45 (r/w/o: 0.00/7529.63/3765.82) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 1974.92 qps: 11841.54 (r/w/o: 0.00/7891.69/3949.85) lat (ms,95%): 9.06 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 1927.19 qps: 11565.13 (r/w/o: 0.00/7710.75/3854.38) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 2017.63 qps: 12104.76 (r/w/o: 0.00/8069.51/4035.25) lat (ms,95%): 8.90 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 2006.15 qps: 12028.88 (r/w/o: 0.00/8017.58/4011.29) lat (ms,95%): 8.90 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 2085.03 qps: 12515.19 (r/w/o: 0.00/8344.13/4171.06) lat (ms,95%): 8.58 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 2239.05 qps: 13440.30 (r/w/o: 0.00/8962.20/4478.10) lat (ms,95%): 7.17 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 2098.69 qps: 12580.15 (r/w/o: 0.00/8382.77/4197.38) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 1817.06 qps: 10914.35 (r/w/o: 0.00/7280.23/3634.11) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 1873.54 qps: 11240.23 (r/w/o: 0.00/7493.15/3747.08) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 1702.64 qps: 10217.83 (r/w/o: 0.00/6813.55/3404.28) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 1603.00 qps: 9622.97 (r/w/o: 0.00/6415.98/3206.99) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 1602.65 qps: 9610.90 (r/w/o: 0.00/6405.60/3205.30) lat (ms,95%): 12.75 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 1808.16 qps: 10853.94 (r/w/o: 0.00/7237.63/3616.31) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 1905.21 qps: 11424.26 (r/w/o: 0.00/7613.84/3810.42) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 2082.07 qps: 12489.39 (r/w/o: 0.00/8325.26/4164.13) lat (ms,95%): 7.84 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 2053.94 qps: 12328.64 (r/w/o: 0.00/8220.76/4107.88) lat (ms,95%): 8.58 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 2329.79 qps: 13971.75 (r/w/o: 0.00/9313.17/4658.58) lat (ms,95%): 6.91 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 1815.90 qps: 10898.43 (r/w/o: 0.00/7265.62/3632.81) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 1697.35 qps: 10177.10 (r/w/o: 0.00/6782.40/3394.70) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1704.76 qps: 10232.57 (r/w/o: 0.00/6824.04/3408.52) lat (ms,95%): 12.52 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 1674.87 qps: 10039.23 (r/w/o: 0.00/6688.48/3350.75) lat (ms,95%): 12.75 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 1648.87 qps: 9915.20 (r/w/o: 0.00/6617.46/3297.73) lat (ms,95%): 11.45 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 1567.05 qps: 9382.34 (r/w/o: 0.00/6249.24/3133.11) lat (ms,95%): 12.52 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 2025.18 qps: 12161.08 (r/w/o: 0.00/8109.73/4051.36) lat (ms,95%): 7.30 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 1804.09 qps: 10828.53 (r/w/o: 0.00/7220.35/3608.18) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 8 tps: 1639.43 qps: 9827.58 (r/w/o: 0.00/6551.72/3275.86) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           337004
        other:                           168502
        total:                           505506
    transactions:                        84251  (1872.02 per sec.)
    queries:                             505506 (11232.10 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0049s
    total number of events:              84251

Latency (ms):
         min:                                    0.80
         avg:                                    4.27
         max:                                   44.13
         95th percentile:                       10.46
         sum:                               359719.36

Threads fairness:
    events (avg/stddev):           10531.3750/25.96
    execution time (avg/stddev):   44.9649/0.00


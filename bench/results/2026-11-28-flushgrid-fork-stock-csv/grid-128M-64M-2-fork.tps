sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 1665.78 qps: 10021.59 (r/w/o: 0.00/6683.05/3338.54) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 1864.21 qps: 11193.27 (r/w/o: 0.00/7463.85/3729.42) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 1958.01 qps: 11750.06 (r/w/o: 0.00/7834.04/3916.02) lat (ms,95%): 9.06 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 1692.43 qps: 10157.58 (r/w/o: 0.00/6772.72/3384.86) lat (ms,95%): 15.55 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 1768.38 qps: 10592.31 (r/w/o: 0.00/7057.54/3534.77) lat (ms,95%): 12.75 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 1566.81 qps: 9408.86 (r/w/o: 0.00/6273.24/3135.62) lat (ms,95%): 15.27 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 1582.82 qps: 9504.95 (r/w/o: 0.00/6339.30/3165.65) lat (ms,95%): 15.55 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 1662.18 qps: 9970.07 (r/w/o: 0.00/6645.71/3324.36) lat (ms,95%): 14.73 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 1670.68 qps: 10029.10 (r/w/o: 0.00/6687.73/3341.37) lat (ms,95%): 14.73 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 1922.34 qps: 11524.02 (r/w/o: 0.00/7679.35/3844.67) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 1773.90 qps: 10639.40 (r/w/o: 0.00/7092.60/3546.80) lat (ms,95%): 14.21 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 1939.72 qps: 11629.31 (r/w/o: 0.00/7749.87/3879.44) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 1395.39 qps: 8387.33 (r/w/o: 0.00/5595.55/2791.78) lat (ms,95%): 16.41 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 1577.64 qps: 9464.86 (r/w/o: 0.00/6309.57/3155.29) lat (ms,95%): 13.70 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 1351.69 qps: 8117.13 (r/w/o: 0.00/5413.75/2703.38) lat (ms,95%): 13.95 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 1512.55 qps: 9062.31 (r/w/o: 0.00/6040.21/3022.10) lat (ms,95%): 15.83 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 1674.34 qps: 10052.05 (r/w/o: 0.00/6700.37/3351.69) lat (ms,95%): 13.22 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 1777.13 qps: 10667.80 (r/w/o: 0.00/7113.53/3554.27) lat (ms,95%): 14.21 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 1794.75 qps: 10749.48 (r/w/o: 0.00/7160.98/3588.49) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 1353.10 qps: 8141.60 (r/w/o: 0.00/5434.40/2707.20) lat (ms,95%): 15.00 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 1487.99 qps: 8911.95 (r/w/o: 0.00/5937.98/2973.98) lat (ms,95%): 15.27 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 1684.14 qps: 10117.86 (r/w/o: 0.00/6747.58/3370.28) lat (ms,95%): 12.98 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 1762.67 qps: 10564.03 (r/w/o: 0.00/7039.69/3524.34) lat (ms,95%): 15.00 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 1961.82 qps: 11779.90 (r/w/o: 0.00/7855.27/3924.63) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 1738.84 qps: 10430.05 (r/w/o: 0.00/6952.37/3477.68) lat (ms,95%): 12.98 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 1669.43 qps: 10020.60 (r/w/o: 0.00/6681.73/3338.86) lat (ms,95%): 14.73 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 1746.68 qps: 10475.09 (r/w/o: 0.00/6982.73/3492.36) lat (ms,95%): 12.75 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 1837.07 qps: 11025.43 (r/w/o: 0.00/7350.28/3675.14) lat (ms,95%): 13.95 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 2109.65 qps: 12658.88 (r/w/o: 0.00/8439.59/4219.29) lat (ms,95%): 6.79 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 1489.03 qps: 8932.15 (r/w/o: 0.00/5954.10/2978.05) lat (ms,95%): 16.41 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 1896.32 qps: 11377.91 (r/w/o: 0.00/7586.27/3791.64) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 1469.29 qps: 8805.74 (r/w/o: 0.00/5869.16/2936.58) lat (ms,95%): 15.55 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 1682.12 qps: 10099.71 (r/w/o: 0.00/6732.48/3367.24) lat (ms,95%): 12.30 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 1723.12 qps: 10321.74 (r/w/o: 0.00/6877.49/3444.25) lat (ms,95%): 13.22 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 1608.27 qps: 9661.60 (r/w/o: 0.00/6443.06/3218.53) lat (ms,95%): 14.21 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 1370.53 qps: 8236.17 (r/w/o: 0.00/5495.11/2741.05) lat (ms,95%): 16.41 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 1588.13 qps: 9522.77 (r/w/o: 0.00/6346.52/3176.25) lat (ms,95%): 13.70 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 1337.28 qps: 8011.65 (r/w/o: 0.00/5337.10/2674.55) lat (ms,95%): 16.71 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1536.24 qps: 9224.46 (r/w/o: 0.00/6151.97/3072.49) lat (ms,95%): 14.46 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 1598.76 qps: 9592.58 (r/w/o: 0.00/6395.05/3197.53) lat (ms,95%): 13.46 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 1811.41 qps: 10875.45 (r/w/o: 0.00/7252.63/3622.81) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 1649.37 qps: 9892.22 (r/w/o: 0.00/6595.48/3296.74) lat (ms,95%): 14.46 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 1741.26 qps: 10451.59 (r/w/o: 0.00/6967.06/3484.53) lat (ms,95%): 12.75 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 1596.64 qps: 9569.86 (r/w/o: 0.00/6377.57/3192.28) lat (ms,95%): 13.95 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 8 tps: 1487.13 qps: 8916.80 (r/w/o: 0.00/5945.54/2971.27) lat (ms,95%): 15.00 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           300376
        other:                           150188
        total:                           450564
    transactions:                        75094  (1668.53 per sec.)
    queries:                             450564 (10011.16 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0055s
    total number of events:              75094

Latency (ms):
         min:                                    0.65
         avg:                                    4.79
         max:                                   73.38
         95th percentile:                       13.95
         sum:                               359749.89

Threads fairness:
    events (avg/stddev):           9386.7500/42.50
    execution time (avg/stddev):   44.9687/0.00

